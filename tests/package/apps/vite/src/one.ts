import { configure } from 'racelens';
import 'racelens/cart-drawer';
import 'racelens/event-gallery';
import 'racelens/photo-search';

configure({ api: 'https://api.example.com', lang: 'en' });
