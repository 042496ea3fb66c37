// The host page's own script: it adds, removes and moves Racelens elements like any other DOM.
const gallerySlot = document.getElementById('gallery-slot');

document.getElementById('show-gallery').addEventListener('click', () => {
  if (gallerySlot.querySelector('racelens-event-gallery')) return;
  const gallery = document.createElement('racelens-event-gallery');
  gallery.setAttribute('event-id', '101');
  gallerySlot.append(gallery);
});

document.getElementById('hide-gallery').addEventListener('click', () => {
  gallerySlot.replaceChildren();
});

document.getElementById('move-cart').addEventListener('click', () => {
  const cart = document.querySelector('racelens-cart-drawer');
  const footer = document.getElementById('footer-slot');
  const header = document.getElementById('header-slot');
  (cart.parentElement === footer ? header : footer).append(cart);
});
