// react-router 7 needs TextEncoder at import time and jsdom does not provide it; import this first.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
