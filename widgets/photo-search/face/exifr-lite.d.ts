// exifr's lite ESM build (orientation and basic EXIF); the package's types describe it.
declare module 'exifr/dist/lite.esm.mjs' {
  export function orientation(input: Blob | ArrayBuffer | Uint8Array): Promise<number | undefined>;
}
