<?php
/**
 * Deleting the plugin deletes its settings.
 *
 * @package Racelens
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

delete_option( 'racelens_settings' );
