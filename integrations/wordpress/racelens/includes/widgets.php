<?php
/**
 * The widgets an organizer can place, and for each of its settings: the element attribute, the
 * shortcode attribute, what kind of value it takes and how the block sidebar labels it. Blocks,
 * the shortcode and the editor script all read this one list, blocks/widgets.json, which the
 * build makes from the widgets and integrations/wordpress/blocks.ts.
 *
 * @package Racelens
 */

defined( 'ABSPATH' ) || exit;

/**
 * What the build wrote into blocks/widgets.json: the widgets by block/shortcode name and the rules
 * their values follow.
 *
 * @return array
 */
function racelens_catalogue() {
	static $catalogue = null;
	if ( null === $catalogue ) {
		$catalogue = wp_json_file_decode( dirname( RACELENS_PLUGIN_FILE ) . '/blocks/widgets.json', array( 'associative' => true ) );
		if ( ! is_array( $catalogue ) ) {
			// The plugin's folder as in the repository, not built: no widgets rather than errors.
			$catalogue = array(
				'widgets' => array(),
				'rules'   => array(),
			);
		}
	}
	return $catalogue;
}

/**
 * The widgets by block/shortcode name (their sidebar texts in English: see racelens_translate()).
 *
 * @return array
 */
function racelens_widgets() {
	return racelens_catalogue()['widgets'];
}

/**
 * A text of blocks/widgets.json in the user's language; '' stays '' (gettext would give its header).
 *
 * @param string $text The English text.
 * @return string
 */
function racelens_translate( $text ) {
	// The texts are those of integrations/wordpress/blocks.ts, each in languages/*.json.
	return '' === $text ? '' : __( $text, 'racelens' ); // phpcs:ignore WordPress.WP.I18n.NonSingularStringLiteralText
}

/**
 * Whether a value follows one of the rules of blocks/widgets.json. The editor script checks with
 * the same patterns as JavaScript RegExps: the pattern never holds '#', D ends $ at the very end
 * and u reads UTF-8, as JavaScript reads a pattern.
 *
 * @param string $rule  The rule's name: id, seconds, name or url.
 * @param string $value The value.
 * @return bool
 */
function racelens_follows_rule( $rule, $value ) {
	$rules = racelens_catalogue()['rules'];
	if ( ! isset( $rules[ $rule ] ) ) {
		return false;
	}
	return 1 === preg_match( '#' . $rules[ $rule ]['pattern'] . '#Du' . $rules[ $rule ]['flags'], $value );
}

/**
 * One value checked against its kind: the string to put in the attribute, true for a boolean
 * attribute that is set, or null to leave the attribute out (empty or not valid).
 *
 * @param array $definition The attribute's entry in racelens_widgets().
 * @param mixed $value      From a block's attributes or a shortcode.
 * @return string|bool|null
 */
function racelens_clean_value( array $definition, $value ) {
	if ( ! is_scalar( $value ) ) {
		return null;
	}
	$value = trim( (string) $value );
	switch ( $definition['kind'] ) {
		case 'toggle':
			return in_array( strtolower( $value ), array( '1', 'true', 'yes', 'on', 'inline' ), true ) ? true : null;
		case 'select':
			return '' !== $value && in_array( $value, array_column( $definition['options'], 'value' ), true ) ? $value : null;
		case 'url':
			if ( ! racelens_follows_rule( 'url', $value ) ) {
				return null;
			}
			// A page of this site (the rule lets no '//host' through here), or an absolute address.
			$url = '/' === $value[0] ? esc_url_raw( home_url( $value ) ) : racelens_clean_absolute_url( $value );
			return $url ? $url : null;
	}
	return racelens_follows_rule( $definition['kind'], $value ) ? $value : null;
}
