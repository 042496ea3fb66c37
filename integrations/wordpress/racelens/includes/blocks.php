<?php
/**
 * One dynamic block per widget: its settings are block attributes (the sidebar), the page gets
 * the widget's element from racelens_render_block(), so kses never sees a racelens-* tag.
 *
 * @package Racelens
 */

defined( 'ABSPATH' ) || exit;

/**
 * Registers racelens/photo-search, racelens/event-gallery, … from their block.json (made by the
 * build), each rendered here on the server.
 */
function racelens_register_blocks() {
	foreach ( array_keys( racelens_widgets() ) as $name ) {
		register_block_type(
			dirname( RACELENS_PLUGIN_FILE ) . '/blocks/' . $name,
			array(
				'render_callback' => function ( $block_attributes ) use ( $name ) {
					return racelens_render_block( $name, $block_attributes );
				},
			)
		);
	}
}

/**
 * Drops an alignment the blocks do not offer before core turns it into a class: core escapes
 * it, but a hand-edited `"align":"wide\" x"` would still end up as stray class names.
 *
 * @param array $parsed_block The block as parsed from the post.
 * @return array
 */
function racelens_block_data( $parsed_block ) {
	$name = isset( $parsed_block['blockName'] ) ? (string) $parsed_block['blockName'] : '';
	if ( 0 === strpos( $name, 'racelens/' ) && isset( $parsed_block['attrs']['align'] ) && ! in_array( $parsed_block['attrs']['align'], array( 'wide', 'full' ), true ) ) {
		unset( $parsed_block['attrs']['align'] );
	}
	return $parsed_block;
}
