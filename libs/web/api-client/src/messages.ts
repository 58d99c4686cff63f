/** Generic Spanish messages of the HTTP client (storefront.md §8). */
export const NO_RESPONSE = 'No hay respuesta por parte del servidor. Por favor intente más tarde.';
export const BAD_REQUEST = 'El servidor no ha podido interpretar la solicitud. Por favor contacte al administrador.';
