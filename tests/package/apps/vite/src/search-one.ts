import { configure } from 'racelens';
import 'racelens/photo-search';

configure({ api: 'https://api.example.com', lang: 'en' });
