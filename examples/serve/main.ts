/** `npm start`: serves the shop, the examples, the SDK build and the API sandbox, and prints where. */
import { startAll } from './start.ts';

const running = await startAll();
const { shop, examples, cdn, api } = running.urls;
console.log(`
Racelens is running (stop with Ctrl+C):

  Standalone shop        ${shop}/
  Organizer race page    ${examples}/organizer/
  Examples (host pages)  ${examples}/
  SDK loader (CDN)       ${cdn}/loader.js
  API sandbox            ${api}/   (mailbox: ${api}/sandbox/mail)
`);

const stop = async () => {
  await running.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
