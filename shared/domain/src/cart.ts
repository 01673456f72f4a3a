/**
 * The cart's pure rules (spec sections 3, 4 and 5), written once for the cart remote and
 * the API's reservation. Money is integer øre; kroner only in the order model.
 */
export * from './cart/types';
export * from './cart/quantity';
export * from './cart/webshop';
export * from './cart/foodplan';
export * from './cart/basket';
export * from './cart/orders';
