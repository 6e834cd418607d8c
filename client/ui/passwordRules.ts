import { PASSWORD_MIN_LENGTH } from "../../common/validation/accountSchemas.ts";

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../common/validation/accountSchemas.ts";

export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong, memorable password.`;
