// plugins/racelens.client.ts
import { configure } from 'racelens';
import 'racelens/elements';

export default defineNuxtPlugin(() => {
  configure({ api: 'https://api.example.com', lang: 'en' });
});
