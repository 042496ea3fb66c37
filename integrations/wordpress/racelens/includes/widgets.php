<?php
/**
 * The widgets an organizer can place, and for each of its settings: the element attribute, the
 * shortcode attribute, what kind of value it takes and how the block sidebar labels it. Blocks,
 * the shortcode and the editor script all read this one list.
 *
 * @package Racelens
 */

defined( 'ABSPATH' ) || exit;

/** The widgets by block/shortcode name. */
function racelens_widgets() {
	$event_id = array(
		'html'      => 'event-id',
		'shortcode' => 'event',
		'kind'      => 'id',
		'label'     => __( 'Event ID', 'racelens' ),
		'help'      => __( 'The event’s number on the platform, e.g. 101.', 'racelens' ),
	);
	return array(
		'photo-search'  => array(
			'tag'         => 'racelens-photo-search',
			'title'       => __( 'Racelens photo search', 'racelens' ),
			'description' => __( 'Participants find their photos and videos by bib number, selfie or e-mail.', 'racelens' ),
			'icon'        => 'search',
			'attributes'  => array(
				'eventId' => $event_id,
				'number'  => array(
					'html'      => 'number',
					'shortcode' => 'number',
					'kind'      => 'text',
					'label'     => __( 'Bib number (optional)', 'racelens' ),
					'help'      => __( 'Shows this bib’s results at once to a visitor who already found them, otherwise fills in the field.', 'racelens' ),
				),
				'view'    => array(
					'html'      => 'view',
					'shortcode' => 'view',
					'kind'      => 'select',
					'label'     => __( 'Results shown for a bib number', 'racelens' ),
					'options'   => array(
						''      => __( 'Photos', 'racelens' ),
						'video' => __( 'Videos', 'racelens' ),
					),
				),
			),
		),
		'event-gallery' => array(
			'tag'         => 'racelens-event-gallery',
			'title'       => __( 'Racelens event gallery', 'racelens' ),
			'description' => __( 'All photos, photo reports and videos of an event, with its products and the cart.', 'racelens' ),
			'icon'        => 'format-gallery',
			'hint'        => __( 'More photos per row: choose Align → Wide width in the block toolbar.', 'racelens' ),
			'attributes'  => array(
				'eventId' => $event_id,
				'tab'     => array(
					'html'      => 'tab',
					'shortcode' => 'tab',
					'kind'      => 'select',
					'label'     => __( 'Tab shown first', 'racelens' ),
					'options'   => array(
						''        => __( 'All photos', 'racelens' ),
						'reports' => __( 'Photo reports', 'racelens' ),
						'mine'    => __( 'My photos', 'racelens' ),
						'video'   => __( 'Videos', 'racelens' ),
					),
				),
			),
		),
		'cart-drawer'   => array(
			'tag'         => 'racelens-cart-drawer',
			'title'       => __( 'Racelens cart', 'racelens' ),
			'description' => __( 'The cart button with its item count and drawer, or the cart in the page.', 'racelens' ),
			'icon'        => 'cart',
			'attributes'  => array(
				'inline'      => array(
					'html'      => 'inline',
					'shortcode' => 'inline',
					'kind'      => 'toggle',
					'label'     => __( 'Show the cart in the page', 'racelens' ),
					'help'      => __( 'Off: a cart button that opens a drawer.', 'racelens' ),
				),
				'checkoutUrl' => array(
					'html'      => 'checkout-url',
					'shortcode' => 'checkout-url',
					'kind'      => 'url',
					'label'     => __( 'Checkout page (optional)', 'racelens' ),
					'help'      => __( 'A page of this site with the Racelens checkout block; by default the shop’s checkout.', 'racelens' ),
				),
				'cartUrl'     => array(
					'html'      => 'cart-url',
					'shortcode' => 'cart-url',
					'kind'      => 'url',
					'label'     => __( 'Cart page (optional)', 'racelens' ),
					'help'      => __( 'The button links to this page instead of opening the drawer.', 'racelens' ),
				),
			),
		),
		'checkout'      => array(
			'tag'         => 'racelens-checkout',
			'title'       => __( 'Racelens checkout', 'racelens' ),
			'description' => __( 'The cart summary and the checkout form, then the payment page.', 'racelens' ),
			'icon'        => 'money-alt',
			'attributes'  => array(),
		),
		'order-status'  => array(
			'tag'         => 'racelens-order-status',
			'title'       => __( 'Racelens order status', 'racelens' ),
			'description' => __( 'The payment result and the downloads of an order.', 'racelens' ),
			'icon'        => 'yes-alt',
			'attributes'  => array(
				'orderId'             => array(
					'html'      => 'order-id',
					'shortcode' => 'order',
					'kind'      => 'text',
					'label'     => __( 'Order ID (optional)', 'racelens' ),
					'help'      => __( 'Empty: the order in the page address (?order=… or ?preorder=…).', 'racelens' ),
				),
				'preorderId'          => array(
					'html'      => 'preorder-id',
					'shortcode' => 'preorder',
					'kind'      => 'text',
					'label'     => __( 'Pre-order ID (optional)', 'racelens' ),
				),
				'checkTimeoutSeconds' => array(
					'html'      => 'check-timeout-seconds',
					'shortcode' => 'check-timeout-seconds',
					'kind'      => 'seconds',
					'label'     => __( 'Seconds to wait for the payment result', 'racelens' ),
					'help'      => __( 'Default 90.', 'racelens' ),
				),
			),
		),
	);
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
		case 'id':
			return preg_match( '/^[0-9]{1,12}$/', $value ) ? $value : null;
		case 'seconds':
			return preg_match( '/^[1-9][0-9]{0,4}$/', $value ) ? $value : null;
		case 'text':
			return preg_match( '/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/', $value ) ? $value : null;
		case 'select':
			return '' !== $value && array_key_exists( $value, $definition['options'] ) ? $value : null;
		case 'url':
			if ( preg_match( '#^/(?!/)#', $value ) ) {
				// A page of this site.
				$url = esc_url_raw( home_url( $value ) );
			} else {
				$url = racelens_clean_absolute_url( $value );
			}
			return $url ? $url : null;
	}
	return null;
}
