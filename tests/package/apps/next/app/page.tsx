// A server component (the App Router's default) rendering the widgets directly: the README's example.
import { CartDrawer, EventGallery, PhotoSearch } from 'racelens/react';
import { RacelensConfig } from './racelens-config';

export default function Photos() {
  return (
    <main>
      <RacelensConfig />
      <CartDrawer />
      <PhotoSearch eventId={101} />
      <EventGallery eventId={101} />
    </main>
  );
}
