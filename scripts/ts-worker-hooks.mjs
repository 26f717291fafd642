// For worker threads started from TypeScript source (the server tests run the
// source through jest, and the render pool's worker is a .ts file there):
// registers module hooks that compile .ts with swc, the same transform jest
// uses, and map the source's `./x.js` imports to `./x.ts`. Built code (dist)
// never loads this.
import { register } from 'node:module';

register('./ts-worker-loader.mjs', import.meta.url);
