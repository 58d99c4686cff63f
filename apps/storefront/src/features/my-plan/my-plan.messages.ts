/** storefront.md §8 "Plan load 422": any other failure of the plan calls is this snackbar. */
export const MY_PLAN_MESSAGES = {
  serverError: 'Error de servidor',
} as const;
