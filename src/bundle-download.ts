import { serveBundleDownload } from './bundle/download/download-process-main.ts';

// The download process from the sources (src/index.ts and src/cli.ts name it); dist/bundle-download.js is the built one.
await serveBundleDownload();
