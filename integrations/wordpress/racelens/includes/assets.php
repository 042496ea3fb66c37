<?php
/**
 * The SDK loader (a script tag with its data-* from the settings), the plugin's small stylesheet
 * and the editor script.
 *
 * @package Racelens
 */

defined( 'ABSPATH' ) || exit;

/** Registers the loader (when its address is set), the stylesheet and the editor script. */
function racelens_register_assets() {
	$settings = racelens_settings();
	if ( '' !== $settings['sdk_url'] ) {
		// No version: the address itself says which SDK (racelens@1/…), and a ?ver= would defeat
		// the CDN's caching and a pinned version's integrity hash.
		wp_register_script( 'racelens-loader', $settings['sdk_url'], array(), null, false ); // phpcs:ignore WordPress.WP.EnqueuedResourceParameters.MissingVersion
	}
	wp_register_style( 'racelens', plugins_url( 'assets/racelens.css', RACELENS_PLUGIN_FILE ), array(), RACELENS_PLUGIN_VERSION );
	wp_register_script(
		'racelens-blocks',
		plugins_url( 'assets/blocks.js', RACELENS_PLUGIN_FILE ),
		array( 'wp-blocks', 'wp-element', 'wp-block-editor', 'wp-components' ),
		RACELENS_PLUGIN_VERSION,
		true
	);
	wp_register_style( 'racelens-blocks-editor', plugins_url( 'assets/editor.css', RACELENS_PLUGIN_FILE ), array( 'racelens' ), RACELENS_PLUGIN_VERSION );
}

/**
 * Whether the page shows a Racelens block or shortcode in its content: known before the head is
 * printed, unlike the blocks' own rendering.
 *
 * @return bool
 */
function racelens_page_has_widgets() {
	$post = is_singular() ? get_post() : null;
	if ( ! $post ) {
		return false;
	}
	return has_shortcode( $post->post_content, 'racelens' ) || false !== strpos( $post->post_content, '<!-- wp:racelens/' );
}

/**
 * The widgets' rooms as a few lines of inline CSS in the head of a page that shows one, as the
 * pasted snippet carries them: the room is there from the first frame in every browser and the
 * page never waits for the CDN (the loader stays async). Elsewhere (a widget in a sidebar) the
 * loader keeps the rooms itself once it runs.
 */
function racelens_print_rooms() {
	if ( ! racelens_page_has_widgets() ) {
		return;
	}
	$rooms = file_get_contents( plugin_dir_path( RACELENS_PLUGIN_FILE ) . 'assets/rooms.css' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file of the plugin itself.
	if ( false === $rooms ) {
		return;
	}
	// The rules hold no character esc_html() changes: the text, and so its CSP hash, stays as built.
	echo '<style id="racelens-rooms">' . esc_html( $rooms ) . '</style>' . "\n";
}

/** What a page with a widget needs; enqueueing twice is once. */
function racelens_enqueue_frontend() {
	wp_enqueue_style( 'racelens' );
	if ( wp_script_is( 'racelens-loader', 'registered' ) ) {
		wp_enqueue_script( 'racelens-loader' );
	}
}

/**
 * The loader's tag: async, with the settings as data-* attributes.
 *
 * @param string $tag    The tag WordPress made.
 * @param string $handle The script's handle.
 * @param string $src    Its address.
 * @return string
 */
function racelens_loader_tag( $tag, $handle, $src ) {
	if ( 'racelens-loader' !== $handle ) {
		return $tag;
	}
	$attributes = '';
	foreach ( racelens_loader_attributes() as $name => $value ) {
		$escaped     = 'data-api' === $name || 'data-shop' === $name ? esc_url( $value ) : esc_attr( $value );
		$attributes .= ' ' . esc_attr( $name ) . '="' . $escaped . '"';
	}
	return '<script src="' . esc_url( $src ) . '" async' . $attributes . '></script>' . "\n"; // phpcs:ignore WordPress.WP.EnqueuedResources.NonEnqueuedScript -- this is the enqueued script's own tag.
}

/**
 * The block editor: the sidebar's labels and the value rules for the editor script, and the
 * loader so that the blocks preview the real widgets. The editor's texts are translated here, by
 * the plugin's .mo files, so the editor script needs no wp-i18n and no JSON translations.
 */
function racelens_enqueue_editor_assets() {
	$widgets = array();
	foreach ( racelens_widgets() as $name => $widget ) {
		$controls = array();
		foreach ( $widget['attributes'] as $key => $definition ) {
			$definition['label'] = racelens_translate( $definition['label'] );
			$definition['help']  = racelens_translate( $definition['help'] );
			foreach ( isset( $definition['options'] ) ? $definition['options'] : array() as $index => $option ) {
				$definition['options'][ $index ]['label'] = racelens_translate( $option['label'] );
			}
			$controls[] = array( 'attribute' => $key ) + $definition;
		}
		$widgets[ $name ] = array(
			'tag'      => $widget['tag'],
			'controls' => $controls,
			'hint'     => racelens_translate( $widget['hint'] ),
		);
	}
	$settings = racelens_settings();
	$data     = array(
		'widgets'  => $widgets,
		'sdkReady' => '' !== $settings['sdk_url'],
		'rules'    => racelens_catalogue()['rules'],
		'texts'    => array(
			'settings' => __( 'Widget settings', 'racelens' ),
			'noSdk'    => current_user_can( 'manage_options' )
				? __( 'Set the SDK address under Settings → Racelens to see the widget here.', 'racelens' )
				: __( 'The widget shows once an administrator has set up Racelens (Settings → Racelens).', 'racelens' ),
			'invalid'  => __( 'Not valid: this value is left out.', 'racelens' ),
		),
	);
	wp_add_inline_script( 'racelens-blocks', 'window.racelensBlocks = ' . wp_json_encode( $data ) . ';', 'before' );
	if ( wp_script_is( 'racelens-loader', 'registered' ) ) {
		wp_enqueue_script( 'racelens-loader' );
	}
}
