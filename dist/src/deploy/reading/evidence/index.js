import { loader507Rows } from './loader-5.0.7.js';
import { loader528Rows } from './loader-5.2.8.js';
export const loaderEvidence = { '5.0': loader507Rows, '5.2': loader528Rows };
