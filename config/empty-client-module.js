// Stands in for the classic theme's Prism client module in the browser bundle (config/lazy-prism.ts).
export {};
