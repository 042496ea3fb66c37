<?php
/**
 * Plugin Name:       Racelens
 * Description:       The Racelens photo and video shop widgets as blocks and a shortcode: photo search, event gallery, cart, checkout and order status, without pasting code.
 * Version:           0.1.0
 * Requires at least: 6.1
 * Requires PHP:      7.4
 * Author:            Racelens
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       racelens
 * Domain Path:       /languages
 *
 * @package Racelens
 */

defined( 'ABSPATH' ) || exit;

define( 'RACELENS_PLUGIN_VERSION', '0.1.0' );
define( 'RACELENS_PLUGIN_FILE', __FILE__ );

/** The plugin's own translations (languages/racelens-<locale>.mo, made by the build). */
function racelens_load_translations() {
	load_plugin_textdomain( 'racelens', false, dirname( plugin_basename( __FILE__ ) ) . '/languages' );
}

require_once __DIR__ . '/includes/settings.php';
require_once __DIR__ . '/includes/widgets.php';
require_once __DIR__ . '/includes/assets.php';
require_once __DIR__ . '/includes/render.php';
require_once __DIR__ . '/includes/blocks.php';
require_once __DIR__ . '/includes/settings-page.php';

add_action( 'init', 'racelens_load_translations', 0 );
add_action( 'init', 'racelens_register_assets' );
add_action( 'init', 'racelens_register_blocks' );
add_action( 'init', 'racelens_register_shortcode' );
add_action( 'admin_init', 'racelens_register_settings' );
add_action( 'admin_menu', 'racelens_add_settings_page' );
add_action( 'enqueue_block_editor_assets', 'racelens_enqueue_editor_assets' );
add_action( 'wp_head', 'racelens_print_rooms', 1 );
add_filter( 'script_loader_tag', 'racelens_loader_tag', 10, 3 );
add_filter( 'render_block_data', 'racelens_block_data' );
add_filter( 'plugin_action_links_' . plugin_basename( __FILE__ ), 'racelens_settings_link' );
