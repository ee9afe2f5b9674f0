import type { LoaderReading } from './loader.js';
export declare const loader507: LoaderReading;
