import 'reflect-metadata';

// @nestjs/throttler is CommonJS and require()s the ESM-only @nestjs/common. Node 24 does that, but
// jest evaluates a CommonJS dependency while it is still linking the ES module graph that imports
// it, and then refuses the require() as a cycle. Loading both here first, one after the other,
// leaves them in jest's registry fully evaluated (docs/decisions/0002).
await import('@nestjs/common');
await import('@nestjs/throttler');
