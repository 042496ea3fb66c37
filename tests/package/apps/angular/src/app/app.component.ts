// src/app/app.component.ts
import { Component, CUSTOM_ELEMENTS_SCHEMA } from '@angular/core';

@Component({
  selector: 'app-root',
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  template: `
    <racelens-cart-drawer></racelens-cart-drawer>
    <racelens-photo-search event-id="101"></racelens-photo-search>
    <racelens-event-gallery event-id="101"></racelens-event-gallery>
  `,
})
export class AppComponent {}
