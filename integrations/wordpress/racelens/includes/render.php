<?php
/**
 * The markup of a widget (its racelens-* element with escaped attributes) for blocks and the
 * shortcode, and the shortcode itself.
 *
 * @package Racelens
 */

defined( 'ABSPATH' ) || exit;

/**
 * The widget's element. Enqueues the loader: a page without a widget never loads it.
 *
 * @param string $name   A key of racelens_widgets().
 * @param array  $values Attribute values by the catalogue's names (block attribute names).
 * @return string Escaped markup.
 */
function racelens_widget_element( $name, array $values ) {
	$widgets = racelens_widgets();
	$widget  = $widgets[ $name ];
	racelens_enqueue_frontend();

	$attributes = '';
	foreach ( $widget['attributes'] as $key => $definition ) {
		$value = racelens_clean_value( $definition, isset( $values[ $key ] ) ? $values[ $key ] : null );
		if ( null === $value ) {
			continue;
		}
		$attributes .= ' ' . esc_attr( $definition['html'] );
		if ( true !== $value ) {
			$escaped     = 'url' === $definition['kind'] ? esc_url( $value ) : esc_attr( $value );
			$attributes .= '="' . $escaped . '"';
		}
	}
	$element = sprintf( '<%1$s%2$s></%1$s>', tag_escape( $widget['tag'] ), $attributes );
	if ( ! wp_script_is( 'racelens-loader', 'registered' ) ) {
		// Without the SDK the element stays empty: say why to those who can have it fixed.
		$element .= racelens_problem( __( 'Racelens is not set up yet: an administrator enters the SDK address under Settings → Racelens.', 'racelens' ) );
	}
	return $element;
}

/**
 * An order page's order from its address when the block or shortcode names none: the return
 * link of an e-mail or payment carries it as ?order=… or ?preorder=….
 *
 * @param array $values The widget's values so far.
 * @return array
 */
function racelens_order_from_address( array $values ) {
	if ( ! empty( $values['orderId'] ) || ! empty( $values['preorderId'] ) ) {
		return $values;
	}
	// phpcs:disable WordPress.Security.NonceVerification.Recommended -- read-only, shown to the visitor who holds the link; checked as an id by racelens_clean_value().
	foreach ( array(
		'order'    => 'orderId',
		'preorder' => 'preorderId',
	) as $parameter => $key ) {
		if ( isset( $_GET[ $parameter ] ) && is_string( $_GET[ $parameter ] ) ) {
			$values[ $key ] = sanitize_text_field( wp_unslash( $_GET[ $parameter ] ) );
		}
	}
	// phpcs:enable
	return $values;
}

/**
 * A block's markup: the theme's wrapper attributes (alignment, custom class) around the element.
 *
 * @param string $name       A key of racelens_widgets().
 * @param array  $attributes The block's attributes.
 * @return string
 */
function racelens_render_block( $name, $attributes ) {
	$attributes = is_array( $attributes ) ? $attributes : array();
	if ( 'order-status' === $name ) {
		$attributes = racelens_order_from_address( $attributes );
	}
	$wrapper = get_block_wrapper_attributes( array( 'class' => 'racelens-widget racelens-widget--' . $name ) );
	return sprintf( '<div %s>%s</div>', $wrapper, racelens_widget_element( $name, $attributes ) );
}

/**
 * [racelens widget="photo-search" event="101"], for classic themes and page builders. The
 * attribute names are the catalogue's `shortcode` names; align="wide" or "full" as for blocks.
 *
 * @param array|string $atts The shortcode's attributes.
 * @return string
 */
function racelens_shortcode( $atts ) {
	$atts    = is_array( $atts ) ? $atts : array();
	$widgets = racelens_widgets();
	$name    = isset( $atts['widget'] ) && is_string( $atts['widget'] ) ? strtolower( trim( $atts['widget'] ) ) : '';
	if ( ! isset( $widgets[ $name ] ) ) {
		return racelens_shortcode_problem( $name );
	}

	$values = array();
	foreach ( $widgets[ $name ]['attributes'] as $key => $definition ) {
		if ( isset( $atts[ $definition['shortcode'] ] ) ) {
			$values[ $key ] = $atts[ $definition['shortcode'] ];
		}
	}
	if ( 'order-status' === $name ) {
		$values = racelens_order_from_address( $values );
	}

	$classes = array( 'racelens-widget', 'racelens-widget--' . $name );
	$align   = isset( $atts['align'] ) && is_string( $atts['align'] ) ? $atts['align'] : '';
	if ( in_array( $align, array( 'wide', 'full' ), true ) ) {
		$classes[] = 'align' . $align;
	}
	return sprintf( '<div class="%s">%s</div>', esc_attr( implode( ' ', $classes ) ), racelens_widget_element( $name, $values ) );
}

/**
 * What is wrong, for the site's editors; visitors see nothing of it.
 *
 * @param string $message The text.
 * @return string
 */
function racelens_problem( $message ) {
	if ( ! current_user_can( 'edit_posts' ) ) {
		return '';
	}
	return '<p class="racelens-problem" role="alert">' . esc_html( $message ) . '</p>';
}

/**
 * A shortcode naming no known widget: what to write instead.
 *
 * @param string $name What the shortcode said.
 * @return string
 */
function racelens_shortcode_problem( $name ) {
	return racelens_problem(
		sprintf(
			/* translators: 1: the widget name the shortcode gave, 2: the list of widget names */
			__( 'Racelens: “%1$s” is not a widget. Write widget="…" with one of: %2$s.', 'racelens' ),
			$name,
			implode( ', ', array_keys( racelens_widgets() ) )
		)
	);
}

/** Registers [racelens]. */
function racelens_register_shortcode() {
	add_shortcode( 'racelens', 'racelens_shortcode' );
}
