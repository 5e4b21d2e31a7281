import type { ValidatorFunctions } from "@rjsf/validator-ajv8";
export declare const validateFns: ValidatorFunctions;
