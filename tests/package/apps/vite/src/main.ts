import { configure } from 'racelens';
import 'racelens/elements';

configure({ api: 'https://api.example.com', lang: 'en' });
