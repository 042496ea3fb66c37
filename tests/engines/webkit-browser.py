#!/usr/bin/python3
"""
A bare WebKitGTK browser for WebKitWebDriver (webkitgtk:browserOptions.binary): one window per
tab, exactly the size asked for (MiniBrowser keeps at least 447 px), a profile of its own,
console messages on stdout, and the tests' init script in every page before its own scripts.

  webkit-browser.py --size=390x844 --profile=DIR --init-script=FILE [--init-script=FILE…]
"""
import sys

import gi

gi.require_version('Gdk', '3.0')
gi.require_version('Gtk', '3.0')
gi.require_version('WebKit2', '4.1')
from gi.repository import Gdk, Gtk, WebKit2  # noqa: E402

options = dict(arg[2:].split('=', 1) for arg in sys.argv[1:] if arg.startswith('--') and '=' in arg)
init_scripts = [arg.split('=', 1)[1] for arg in sys.argv[1:] if arg.startswith('--init-script=')]
width, height = (int(n) for n in options.get('size', '1280x800').split('x'))
profile = options.get('profile')

manager = (
    WebKit2.WebsiteDataManager(base_data_directory=profile, base_cache_directory=profile + '/cache')
    if profile
    else WebKit2.WebsiteDataManager.new_ephemeral()
)
context = WebKit2.WebContext(website_data_manager=manager)
context.set_automation_allowed(True)

content = WebKit2.UserContentManager()
for init_script in init_scripts:
    with open(init_script, encoding='utf-8') as source:
        content.add_script(
            WebKit2.UserScript.new(
                source.read(),
                WebKit2.UserContentInjectedFrames.ALL_FRAMES,
                WebKit2.UserScriptInjectionTime.START,
                None,
                None,
            )
        )


def say(what):
    print(f'webkit-browser: {what}', file=sys.stderr, flush=True)


def new_tab(_session):
    settings = WebKit2.Settings(enable_write_console_messages_to_stdout=True)
    view = WebKit2.WebView(
        web_context=context, user_content_manager=content, settings=settings, is_controlled_by_automation=True
    )
    window = Gtk.Window()
    window.set_default_size(width, height)
    window.add(view)
    # With no window manager on the Xvfb display nothing gives the window the keyboard focus:
    # take it, so the page has focus (`:focus`, focus events) as in a browser a user is using.
    window.connect('map-event', lambda w, _event: w.get_window().focus(Gdk.CURRENT_TIME))
    window.show_all()
    view.connect('close', lambda _view: window.destroy())
    # A crashed or hung page otherwise only shows as a lost WebDriver session: say why on stderr.
    view.connect('web-process-terminated', lambda _view, reason: say(f'the web process ended ({reason.value_nick})'))
    view.connect(
        'notify::is-web-process-responsive',
        lambda v, _spec: say('the page is responsive again' if v.get_is_web_process_responsive() else 'the page stopped responding'),
    )
    return view


def automation_started(_context, session):
    info = WebKit2.ApplicationInfo()
    info.set_name('racelens-webkit')
    session.set_application_info(info)
    session.connect('create-web-view', new_tab)


context.connect('automation-started', automation_started)
Gtk.main()
