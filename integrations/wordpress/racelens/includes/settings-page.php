<?php
/**
 * Settings → Racelens: the settings API (its nonce and the manage_options check) with one field
 * per setting, each value escaped on output.
 *
 * @package Racelens
 */

defined( 'ABSPATH' ) || exit;

/** Registers the option with its sanitize callback, the section and the fields. */
function racelens_register_settings() {
	register_setting(
		'racelens',
		RACELENS_OPTION,
		array(
			'type'              => 'object',
			'sanitize_callback' => 'racelens_sanitize_settings',
			'default'           => racelens_setting_defaults(),
		)
	);
	add_settings_section( 'racelens-main', '', '__return_false', 'racelens' );

	$fields = array(
		'sdk_url'       => array( __( 'SDK address', 'racelens' ), 'url', 'https://cdn.example.com/racelens@1/loader.js', __( 'The Racelens loader, loader.js, from your platform’s CDN. Without it no widget is shown.', 'racelens' ) ),
		'api_url'       => array( __( 'Platform API', 'racelens' ), 'url', 'https://api.example.com', __( 'The address of the Racelens platform the widgets ask for events, photos and carts.', 'racelens' ) ),
		'tenant'        => array( __( 'Theme', 'racelens' ), 'text', 'running-series', __( 'Your tenant theme’s name; empty for the default brand.', 'racelens' ) ),
		'lang'          => array( __( 'Language', 'racelens' ), 'lang', '', __( 'The widgets’ start language. A language the visitor picked wins.', 'racelens' ) ),
		'currency'      => array( __( 'Currency', 'racelens' ), 'text', '978', __( 'ISO 4217 number of the currency for prices the platform gives without one (978 = euro); empty for the platform’s default.', 'racelens' ) ),
		'shop_url'      => array( __( 'Shop address', 'racelens' ), 'url', 'https://shop.example.com', __( 'Your hosted shop: checkout, payment results and e-mail links go there.', 'racelens' ) ),
		'finisher_card' => array( __( 'Finisher cards', 'racelens' ), 'switch', '', __( 'Offer “Make a finisher card” next to each paid photo: an image to share, made on the participant’s phone.', 'racelens' ) ),
	);
	foreach ( $fields as $key => $field ) {
		add_settings_field(
			'racelens-' . $key,
			$field[0],
			'racelens_settings_field',
			'racelens',
			'racelens-main',
			array(
				'label_for'   => 'racelens-' . $key,
				'key'         => $key,
				'type'        => $field[1],
				'placeholder' => $field[2],
				'description' => $field[3],
			)
		);
	}
}

/**
 * One field of the form.
 *
 * @param array $args The field's arguments from racelens_register_settings().
 */
function racelens_settings_field( $args ) {
	$settings = racelens_settings();
	$key      = $args['key'];
	$id       = 'racelens-' . $key;
	$name     = RACELENS_OPTION . '[' . $key . ']';
	$describe = $id . '-description';

	if ( 'switch' === $args['type'] ) {
		// An unticked box sends nothing: the hidden "off" before it is what arrives then.
		echo '<input type="hidden" name="' . esc_attr( $name ) . '" value="off">';
		echo '<input type="checkbox" id="' . esc_attr( $id ) . '" name="' . esc_attr( $name ) . '" value="on"' . checked( 'off' !== $settings[ $key ], true, false ) . ' aria-describedby="' . esc_attr( $describe ) . '">';
	} elseif ( 'lang' === $args['type'] ) {
		echo '<select id="' . esc_attr( $id ) . '" name="' . esc_attr( $name ) . '" aria-describedby="' . esc_attr( $describe ) . '">';
		echo '<option value="">' . esc_html__( 'The site’s language, when the widgets have it', 'racelens' ) . '</option>';
		foreach ( racelens_language_names() as $code => $label ) {
			echo '<option value="' . esc_attr( $code ) . '"' . selected( $settings['lang'], $code, false ) . '>' . esc_html( $label ) . '</option>';
		}
		echo '</select>';
	} else {
		echo '<input class="regular-text" type="' . esc_attr( $args['type'] ) . '" id="' . esc_attr( $id ) . '" name="' . esc_attr( $name ) . '" value="' . ( 'url' === $args['type'] ? esc_url( $settings[ $key ] ) : esc_attr( $settings[ $key ] ) ) . '" placeholder="' . esc_attr( $args['placeholder'] ) . '" aria-describedby="' . esc_attr( $describe ) . '">';
	}
	echo '<p class="description" id="' . esc_attr( $describe ) . '">' . esc_html( $args['description'] ) . '</p>';
}

/** Settings → Racelens, for administrators only. */
function racelens_add_settings_page() {
	add_options_page( __( 'Racelens', 'racelens' ), __( 'Racelens', 'racelens' ), 'manage_options', 'racelens', 'racelens_settings_page' );
}

/** The page: the settings API's form (nonce, option group) and where the widgets go. */
function racelens_settings_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	echo '<div class="wrap"><h1>' . esc_html( get_admin_page_title() ) . '</h1>';
	echo '<p>' . esc_html__( 'Where your photo shop lives. Authors and editors then place the widgets with the Racelens blocks (photo search, event gallery, cart, checkout, order status) or the [racelens] shortcode; the SDK loads only on pages that have one.', 'racelens' ) . '</p>';
	echo '<form action="' . esc_url( admin_url( 'options.php' ) ) . '" method="post">';
	settings_fields( 'racelens' );
	do_settings_sections( 'racelens' );
	submit_button();
	echo '</form></div>';
}

/**
 * "Settings" next to Deactivate on the plugins screen.
 *
 * @param array $links The plugin's action links.
 * @return array
 */
function racelens_settings_link( $links ) {
	array_unshift( $links, '<a href="' . esc_url( admin_url( 'options-general.php?page=racelens' ) ) . '">' . esc_html__( 'Settings', 'racelens' ) . '</a>' );
	return $links;
}
