/**
 * Where the API's description is: the OpenAPI document (server/api/openapi/) and the page that
 * renders it for people (app/routes/documentation-api.tsx).
 */
export const OPENAPI_PATH = "/api/openapi.json";
export const API_DOCUMENTATION_PAGE = "/documentation/api";
