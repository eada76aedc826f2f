/** The menu shows the price the API will charge: both follow the one rule of the contracts. */
export { foodUnitPrice } from '@haveli/contracts';
