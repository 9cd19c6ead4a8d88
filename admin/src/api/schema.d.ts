// Generated from openapi.yaml by `npm run sdk`. Do not edit by hand.

export interface paths {
    "/api/users/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit your own profile */
        put: operations["updateProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change your password */
        put: operations["changePassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a customer account */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in with e-mail or username */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in account */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the database and the job runtime are up */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Open a queue-dashboard session (sets an httpOnly cookie for /ops) */
        post: operations["openOpsSession"];
        /** Close the queue-dashboard session */
        delete: operations["closeOpsSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ErrorResponseDto: {
            /** @example 400 */
            statusCode: number;
            /**
             * @description What went wrong, in words a person can act on; a list when several fields are invalid.
             * @example Password must be 8 to 128 characters
             */
            message: string | string[];
            /** @example Bad Request */
            error: string;
        };
        UpdateProfileDto: {
            /** @example asha */
            username?: string;
            /**
             * Format: email
             * @example asha@example.com
             */
            email?: string;
            /** @example Asha */
            firstName?: string;
            /** @example Asha */
            lastName?: string;
            /** @example 9876543210 */
            mobile?: string | null;
            /**
             * Format: date
             * @example 1994-05-21
             */
            dob?: string | null;
        };
        /** @enum {string} */
        UserType: "CUSTOMER" | "ADMIN";
        UserDto: {
            /** @example 7 */
            id: number;
            /** @example asha */
            username: string;
            /** @example asha@example.com */
            email: string;
            /** @example Asha */
            firstName: string;
            /** @example Rao */
            lastName: string;
            /** @example 9876543210 */
            mobile: string | null;
            /**
             * Format: date
             * @example 1994-05-21
             */
            dob: string | null;
            userType: components["schemas"]["UserType"];
            /** Format: date-time */
            createdAt: string;
        };
        UserDataDto: {
            user: components["schemas"]["UserDto"];
        };
        UserDataResponseDto: {
            data: components["schemas"]["UserDataDto"];
        };
        ChangePasswordDto: {
            /** Format: password */
            currentPassword: string;
            /** Format: password */
            newPassword: string;
        };
        MessageDto: {
            /** @example Password changed successfully */
            message: string;
        };
        MessageDataResponseDto: {
            data: components["schemas"]["MessageDto"];
        };
        RegisterDto: {
            /** @example asha */
            username: string;
            /**
             * Format: email
             * @example asha@example.com
             */
            email: string;
            /** Format: password */
            password: string;
            /** @example Asha */
            firstName?: string;
            /** @example Asha */
            lastName?: string;
            /** @example 9876543210 */
            mobile?: string | null;
            /**
             * Format: date
             * @example 1994-05-21
             */
            dob?: string | null;
            /**
             * @default CUSTOMER
             * @enum {string}
             */
            userType: "CUSTOMER";
        };
        RegisterResponseDto: {
            /** @example Registration successful. Please log in. */
            message: string;
            user: components["schemas"]["UserDto"];
        };
        LoginDto: {
            /**
             * @description E-mail address or username
             * @example asha@example.com
             */
            identifier: string;
            /** Format: password */
            password: string;
        };
        LoginResponseDto: {
            /** @description Bearer token for the Authorization header */
            token: string;
            user: components["schemas"]["UserDto"];
        };
        DatabaseHealthDto: {
            /** @enum {string} */
            status: "up" | "down";
            /** @enum {string} */
            kind: "postgresql" | "pglite";
        };
        JobsHealthDto: {
            /** @enum {string} */
            status: "up" | "down";
            /** @enum {string} */
            runtime: "in-process" | "bullmq";
            /** @description Whether this process runs job handlers */
            workers: boolean;
            /** @description Jobs waiting in the outbox */
            pending: number;
            /** @description Jobs out of attempts */
            failed: number;
        };
        HealthDto: {
            /** @enum {string} */
            status: "ok" | "degraded";
            database: components["schemas"]["DatabaseHealthDto"];
            jobs: components["schemas"]["JobsHealthDto"];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    updateProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateProfileDto"];
            };
        };
        responses: {
            /** @description The updated account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserDataResponseDto"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordDto"];
            };
        };
        responses: {
            /** @description Password changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageDataResponseDto"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterDto"];
            };
        };
        responses: {
            /** @description Account created; log in next */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegisterResponseDto"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginDto"];
            };
        };
        responses: {
            /** @description A bearer token and the account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponseDto"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed-in account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserDataResponseDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Everything is up */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthDto"];
                };
            };
            /** @description The database or the job runtime is down */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthDto"];
                };
            };
        };
    };
    openOpsSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cookie set; /ops/queues can be opened */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    closeOpsSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cookie cleared */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
