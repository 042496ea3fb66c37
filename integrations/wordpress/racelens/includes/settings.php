<?php
/**
 * The organizer's settings: where the SDK and the platform are, the theme, language, currency,
 * shop and whether paid photos offer finisher cards. Stored as one option; every value is
 * checked on the way in.
 *
 * @package Racelens
 */

defined( 'ABSPATH' ) || exit;

const RACELENS_OPTION = 'racelens_settings';

/**
 * The widgets' languages (the SDK's `data-lang`) with their names, as the build wrote them into
 * languages.json from the SDK's one list of languages.
 *
 * @return array
 */
function racelens_language_names() {
	static $names = null;
	if ( null === $names ) {
		$names = wp_json_file_decode( dirname( RACELENS_PLUGIN_FILE ) . '/languages.json', array( 'associative' => true ) );
		if ( ! is_array( $names ) ) {
			// The plugin's folder as in the repository, not built: English only rather than errors.
			$names = array( 'en' => 'English' );
		}
	}
	return $names;
}

/** The widgets' languages (the SDK's `data-lang`). */
function racelens_languages() {
	return array_keys( racelens_language_names() );
}

/** Every setting and its value when nothing is saved. */
function racelens_setting_defaults() {
	return array(
		'sdk_url'       => '',
		'api_url'       => '',
		'tenant'        => '',
		'lang'          => '',
		'currency'      => '',
		'shop_url'      => '',
		// '' (offered, the SDK's default) or 'off' (the loader's data-finisher-card="off").
		'finisher_card' => '',
	);
}

/** The saved settings, only the known keys, always complete. */
function racelens_settings() {
	$saved = get_option( RACELENS_OPTION, array() );
	if ( ! is_array( $saved ) ) {
		$saved = array();
	}
	$settings = racelens_setting_defaults();
	foreach ( $settings as $key => $default ) {
		if ( isset( $saved[ $key ] ) && is_string( $saved[ $key ] ) ) {
			$settings[ $key ] = $saved[ $key ];
		}
	}
	return $settings;
}

/**
 * An absolute http(s) address, '' for an empty field, or null when the value is not one.
 *
 * @param mixed $value What was typed.
 * @return string|null
 */
function racelens_clean_absolute_url( $value ) {
	$value = is_string( $value ) ? trim( $value ) : '';
	if ( '' === $value ) {
		return '';
	}
	$url = esc_url_raw( $value, array( 'http', 'https' ) );
	if ( '' === $url || ! wp_parse_url( $url, PHP_URL_HOST ) || ! preg_match( '#^https?://#i', $value ) ) {
		return null;
	}
	return $url;
}

/**
 * The sanitize callback of the option: keeps each valid value, and for an invalid one keeps the
 * previous value and says why on the settings page.
 *
 * @param mixed $input The submitted option (already unslashed by options.php).
 * @return array
 */
function racelens_sanitize_settings( $input ) {
	$input = is_array( $input ) ? $input : array();
	$clean = racelens_settings();

	$urls = array(
		'sdk_url'  => __( 'The SDK address must be an http(s) address, e.g. https://cdn.example.com/racelens@1/loader.js.', 'racelens' ),
		'api_url'  => __( 'The platform API must be an http(s) address, e.g. https://api.example.com.', 'racelens' ),
		'shop_url' => __( 'The shop address must be an http(s) address, e.g. https://shop.example.com.', 'racelens' ),
	);
	foreach ( $urls as $key => $message ) {
		if ( ! array_key_exists( $key, $input ) ) {
			continue;
		}
		$url = racelens_clean_absolute_url( $input[ $key ] );
		if ( null === $url ) {
			add_settings_error( RACELENS_OPTION, 'racelens-' . $key, $message );
			continue;
		}
		// The API and shop are bases the widgets append paths to; the loader's address is a file.
		$clean[ $key ] = 'sdk_url' === $key ? $url : untrailingslashit( $url );
	}

	// The other fields: empty, or a value of the form the loader takes.
	$fields = array(
		'tenant'   => __( 'The theme is a name of letters, digits and dashes, e.g. running-series.', 'racelens' ),
		'lang'     => __( 'Choose one of the listed languages.', 'racelens' ),
		'currency' => __( 'The currency is a three-digit ISO 4217 number, e.g. 978 for the euro.', 'racelens' ),
	);
	foreach ( $fields as $key => $message ) {
		if ( ! array_key_exists( $key, $input ) ) {
			continue;
		}
		$value = is_string( $input[ $key ] ) ? trim( $input[ $key ] ) : '';
		if ( '' === $value || racelens_setting_is_valid( $key, $value ) ) {
			$clean[ $key ] = $value;
		} else {
			add_settings_error( RACELENS_OPTION, 'racelens-' . $key, $message );
		}
	}

	if ( array_key_exists( 'finisher_card', $input ) ) {
		$clean['finisher_card'] = 'off' === $input['finisher_card'] ? 'off' : '';
	}

	return $clean;
}

/**
 * Whether a theme, language or currency is of the form the loader takes.
 *
 * @param string $key   The setting.
 * @param string $value Its value, trimmed, not empty.
 * @return bool
 */
function racelens_setting_is_valid( $key, $value ) {
	switch ( $key ) {
		case 'tenant':
			return racelens_follows_rule( 'name', $value );
		case 'lang':
			return in_array( $value, racelens_languages(), true );
		case 'currency':
			return 1 === preg_match( '/^[0-9]{3}$/', $value );
	}
	return false;
}

/**
 * The widgets' language: the one chosen here, else the site's language when the widgets have it,
 * else none (the widgets then follow the visitor's browser).
 */
function racelens_effective_language() {
	$settings = racelens_settings();
	if ( '' !== $settings['lang'] ) {
		return $settings['lang'];
	}
	$site = strtolower( substr( get_locale(), 0, 2 ) );
	return in_array( $site, racelens_languages(), true ) ? $site : '';
}

/** The loader's data-* attributes, from the settings (values not yet escaped). */
function racelens_loader_attributes() {
	$settings   = racelens_settings();
	$attributes = array(
		'data-api'           => $settings['api_url'],
		'data-tenant'        => $settings['tenant'],
		'data-lang'          => racelens_effective_language(),
		'data-currency'      => $settings['currency'],
		'data-shop'          => $settings['shop_url'],
		'data-finisher-card' => $settings['finisher_card'],
	);
	return array_filter(
		$attributes,
		function ( $value ) {
			return '' !== $value;
		}
	);
}
