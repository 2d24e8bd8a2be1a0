// The Lin & Wei page: the shared page skeleton (www/shell/app.js) does everything; the lab
// (Rust's labs::construct) decides every field, sentence, table and pixel.
import { startPage } from './shell/app.js';

await startPage('construct');
