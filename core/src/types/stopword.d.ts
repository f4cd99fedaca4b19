// The package ships no types: each language's stop words are a plain list of lower-case words.
declare module 'stopword' {
  export const eng: string[];
}
