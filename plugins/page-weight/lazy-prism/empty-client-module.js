// @ts-check
// Stands in for the classic theme's Prism client module in the browser bundle (./index.ts).
export {};
