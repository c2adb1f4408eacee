// The part of jsdom's API the golden snapshot uses (jsdom ships no types and @types/jsdom is
// not a dependency): a document parsed from a string, with its window.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string)
    readonly window: Window & typeof globalThis
  }
}
