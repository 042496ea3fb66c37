// pages/photos.tsx
import { CartDrawer, configure, EventGallery, PhotoSearch } from 'racelens/react';

configure({ api: 'https://api.example.com', lang: 'en' });

export default function Photos() {
  return (
    <main>
      <CartDrawer />
      <PhotoSearch eventId={101} />
      <EventGallery eventId={101} />
    </main>
  );
}
