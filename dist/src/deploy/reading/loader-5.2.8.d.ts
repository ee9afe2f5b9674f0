import type { LoaderReading } from './loader.js';
export declare const loader528: LoaderReading;
