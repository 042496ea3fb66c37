/**
 * The Racelens blocks in the editor: each widget's settings in the block sidebar and, as the
 * preview, the real widget (the SDK loader is on the editor page). The blocks are dynamic,
 * registered on the server from their block.json: the page gets its markup from PHP, so save()
 * stores only the attributes.
 * Plain script on the wp.* globals, no build step.
 */
((wp, data) => {
  var h = wp.element.createElement;
  var Fragment = wp.element.Fragment;
  var blockEditor = wp.blockEditor;
  var components = wp.components;

  /**
   * racelens_clean_value()'s rules, as PHP hands them over (blocks/widgets.json): the sidebar
   * flags and the preview leaves out what the page will leave out.
   */
  var patterns = {};
  Object.keys(data.rules).forEach((kind) => {
    patterns[kind] = new RegExp(data.rules[kind].pattern, data.rules[kind].flags);
  });

  /** PHP's trim(): JavaScript's would also take the spaces PHP keeps (and then refuses). */
  function trim(value) {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: PHP's trim() takes NUL and vertical tab too; the same set here
    return String(value).replace(/^[ \t\n\r\0\x0B]+|[ \t\n\r\0\x0B]+$/g, '');
  }

  function isValid(control, value) {
    if (value === undefined || value === '' || value === false) return true;
    var pattern = patterns[control.kind];
    return !pattern || pattern.test(trim(value));
  }

  function field(control, props) {
    var value = props.attributes[control.attribute];
    var set = (next) => {
      var change = {};
      change[control.attribute] = next;
      props.setAttributes(change);
    };
    if (control.kind === 'toggle') {
      return h(components.ToggleControl, { key: control.attribute, label: control.label, help: control.help, checked: !!value, onChange: set });
    }
    if (control.kind === 'select') {
      return h(components.SelectControl, {
        key: control.attribute,
        label: control.label,
        help: control.help,
        value: value || '',
        options: control.options,
        onChange: set,
      });
    }
    var help = isValid(control, value) ? control.help : data.texts.invalid;
    return h(components.TextControl, {
      key: control.attribute,
      label: control.label,
      help: help,
      value: value || '',
      type: control.kind === 'url' ? 'url' : 'text',
      inputMode: control.kind === 'id' || control.kind === 'seconds' ? 'numeric' : undefined,
      onChange: set,
    });
  }

  /** The element's attributes as the page will have them (invalid values left out, as in PHP). */
  function elementAttributes(widget, attributes) {
    var out = {};
    widget.controls.forEach((control) => {
      var value = attributes[control.attribute];
      if (value === undefined || value === '' || value === false || !isValid(control, value)) return;
      out[control.html] = value === true ? '' : trim(value);
    });
    return out;
  }

  function edit(name, widget) {
    return (props) => {
      var blockProps = blockEditor.useBlockProps({ className: `racelens-widget racelens-widget--${name} racelens-preview` });
      var fields = widget.controls.map((control) => field(control, props));
      if (widget.hint) fields.push(h('p', { key: 'hint', className: 'racelens-preview__hint' }, widget.hint));
      var sidebar = fields.length ? h(blockEditor.InspectorControls, null, h(components.PanelBody, { title: data.texts.settings }, fields)) : null;
      var preview = data.sdkReady
        ? h('div', { className: 'racelens-preview__widget', inert: '' }, h(widget.tag, elementAttributes(widget, props.attributes)))
        : h(components.Placeholder, { icon: props.icon, label: props.title, instructions: data.texts.noSdk });
      return h(Fragment, null, sidebar, h('div', blockProps, preview));
    };
  }

  Object.keys(data.widgets).forEach((name) => {
    var widget = data.widgets[name];
    var edits = edit(name, widget);
    wp.blocks.registerBlockType(`racelens/${name}`, {
      edit: (props) => {
        var type = wp.blocks.getBlockType(`racelens/${name}`);
        return edits(Object.assign({}, props, { title: type.title, icon: type.icon?.src }));
      },
      save: () => null,
    });
  });
})(window.wp, window.racelensBlocks);
