/** Builds and packs the apps' SDK (tools/sdk/pack.mjs); returns the tarball's absolute path. */
export function packSdk(): string;
