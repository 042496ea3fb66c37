<?php
/**
 * One dynamic block per widget: its settings are block attributes (the sidebar), the page gets
 * the widget's element from racelens_render_block(), so kses never sees a racelens-* tag.
 *
 * @package Racelens
 */

defined( 'ABSPATH' ) || exit;

/** Registers racelens/photo-search, racelens/event-gallery, … */
function racelens_register_blocks() {
	foreach ( racelens_widgets() as $name => $widget ) {
		$attributes = array();
		foreach ( $widget['attributes'] as $key => $definition ) {
			$attributes[ $key ] = array( 'type' => 'toggle' === $definition['kind'] ? 'boolean' : 'string' );
		}
		register_block_type(
			'racelens/' . $name,
			array(
				'api_version'     => 2,
				'title'           => $widget['title'],
				'description'     => $widget['description'],
				'category'        => 'widgets',
				'icon'            => $widget['icon'],
				'keywords'        => array( 'racelens', 'photo', 'race' ),
				'textdomain'      => 'racelens',
				'attributes'      => $attributes,
				'supports'        => array(
					'align' => array( 'wide', 'full' ),
					'html'  => false,
				),
				'editor_script'   => 'racelens-blocks',
				'editor_style'    => 'racelens-blocks-editor',
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
