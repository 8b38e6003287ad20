/**
 * Generated from the API's OpenAPI document by `npm run api:types` (scripts/api-types.ts): do not edit.
 * scripts/api-types.test.ts fails when this file no longer matches the API.
 */

export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness and database check */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Up */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ok" | "degraded";
                            /** @enum {string} */
                            database: "up" | "down";
                            uptimeSeconds: number;
                        };
                    };
                };
                /** @description Database unreachable */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ok" | "degraded";
                            /** @enum {string} */
                            database: "up" | "down";
                            uptimeSeconds: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register: a new address gets its account and a link that confirms it and signs in; the owner of a registered one is told someone tried. The answer is the same either way (no session) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        email: string;
                        password: string;
                        returnTo?: string;
                    };
                };
            };
            responses: {
                /** @description A message is on its way to the address */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "check-email";
                            email: string;
                        };
                    };
                };
                /** @description Invalid or common password, invalid name, e-mail or return path */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Too many sign-ups from this address */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with e-mail and password */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Signed in (the session cookie is set); or, for an account with a second factor, no user yet and secondFactorRequired: the code goes to /auth/sign-in/second-factor */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            user: {
                                id: string;
                                email: string;
                                emailVerified: boolean;
                                name: string | null;
                                firstName: string | null;
                                lastName: string | null;
                                phone: string | null;
                                /** @enum {string} */
                                role: "guest" | "admin";
                                isPartner: boolean;
                                avatarUrl: string;
                                createdAt: string;
                            } | null;
                            /** @enum {boolean} */
                            secondFactorRequired?: true;
                            secondFactorMethods?: ("totp" | "passkey")[];
                        };
                    };
                };
                /** @description Invalid input */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Invalid email or password */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description The account is suspended (docs/decisions/admin-users.md) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Too many attempts from this address, or too many failed ones on this account */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the session on the server and clear its cookie */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Signed out (also when no session was open) */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user with their profile, or null */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The session, if any */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            user: {
                                id: string;
                                email: string;
                                emailVerified: boolean;
                                name: string | null;
                                firstName: string | null;
                                lastName: string | null;
                                phone: string | null;
                                /** @enum {string} */
                                role: "guest" | "admin";
                                isPartner: boolean;
                                avatarUrl: string;
                                createdAt: string;
                            } | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's own profile */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Your profile */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            email: string;
                            emailVerified: boolean;
                            name: string | null;
                            firstName: string | null;
                            lastName: string | null;
                            phone: string | null;
                            /** @enum {string} */
                            role: "guest" | "admin";
                            isPartner: boolean;
                            avatarUrl: string;
                            createdAt: string;
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete your account (password required); bookings and orders keep their records without you */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Deleted and signed out */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Wrong password */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Too many wrong passwords */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Change your first name, last name and phone (empty saves null; the role cannot be set here) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        firstName?: string | null;
                        lastName?: string | null;
                        phone?: string | null;
                    };
                };
            };
            responses: {
                /** @description Your profile */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            email: string;
                            emailVerified: boolean;
                            name: string | null;
                            firstName: string | null;
                            lastName: string | null;
                            phone: string | null;
                            /** @enum {string} */
                            role: "guest" | "admin";
                            isPartner: boolean;
                            avatarUrl: string;
                            createdAt: string;
                        };
                    };
                };
                /** @description Invalid input */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/auth/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a one-hour reset link, if the address has an account (the answer is the same either way, and the mail is written after it) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Done; the message says what happens next */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Invalid e-mail */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Too many requests from this address */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with a reset link's token; every session of the account ends */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Done; the message says what happens next */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description The link is unknown, used or expired (fields.token), or the input is invalid */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-password/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Whether a reset link's token can still set a password (the link is not spent) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            responses: {
                /** @description valid is false for an unknown, used or expired link */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            valid: boolean;
                        };
                    };
                };
                /** @description The link is unknown, used or expired (fields.token), or the input is invalid */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm the account's e-mail address with the mailed link's token; the link mailed at registration also signs in */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Confirmed; after a registration link, signed in (the session cookie is set) with where to go on */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            user: {
                                id: string;
                                email: string;
                                emailVerified: boolean;
                                name: string | null;
                                firstName: string | null;
                                lastName: string | null;
                                phone: string | null;
                                /** @enum {string} */
                                role: "guest" | "admin";
                                isPartner: boolean;
                                avatarUrl: string;
                                createdAt: string;
                            } | null;
                            returnTo: string | null;
                        };
                    };
                };
                /** @description The link is unknown, used or expired (fields.token), or the input is invalid */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description The account is suspended (docs/decisions/admin-users.md) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/confirm-email-change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move the account to its new address with the link mailed there; the old address is told */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Done; the message says what happens next */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description The link is unknown, used or expired (fields.token), or the input is invalid */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Another account took the address meanwhile */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile/verification-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail the confirmation link for your address again */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done; the message says what happens next */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description The address is already verified */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Too many links asked for */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change your password (the current one required); your other sessions end */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        currentPassword: string;
                        newPassword: string;
                    };
                };
            };
            responses: {
                /** @description Changed; this session goes on under a new cookie */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            user: {
                                id: string;
                                email: string;
                                emailVerified: boolean;
                                name: string | null;
                                firstName: string | null;
                                lastName: string | null;
                                phone: string | null;
                                /** @enum {string} */
                                role: "guest" | "admin";
                                isPartner: boolean;
                                avatarUrl: string;
                                createdAt: string;
                            } | null;
                        };
                    };
                };
                /** @description Wrong current password, or an invalid or common new one */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Too many wrong passwords */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask to change your e-mail address (password required); it changes when the link mailed there is opened. An address with an account of its own gets a notice instead; the answer is the same */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        newEmail: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Done; the message says what happens next */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Wrong password, or an invalid or unchanged address */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Too many attempts or links */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download my data: profile, bookings, orders, plans and reviews as one JSON file */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Your data (sent as an attachment) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            exportedAt: string;
                            profile: {
                                id: string;
                                email: string;
                                emailVerified: boolean;
                                name: string | null;
                                firstName: string | null;
                                lastName: string | null;
                                phone: string | null;
                                /** @enum {string} */
                                role: "guest" | "admin";
                                isPartner: boolean;
                                avatarUrl: string;
                                createdAt: string;
                            };
                            bookings: {
                                id: number;
                                /** @enum {string} */
                                kind: "stay" | "service";
                                /** @enum {string} */
                                status: "pending" | "confirmed" | "payment_failed" | "cancelled" | "requested" | "declined" | "expired";
                                title: string;
                                image: string | null;
                                roomId: number | null;
                                propertyId: number | null;
                                serviceId: number | null;
                                checkIn: string;
                                checkOut: string | null;
                                guests: number | null;
                                lines: {
                                    kind: string;
                                    label: string;
                                    amountCents: number;
                                }[];
                                totalCents: number;
                                refundedCents: number;
                                createdAt: string;
                                canCancel: boolean;
                                cancelBlockedReason: string | null;
                                canReview: boolean;
                                review: {
                                    rating: number;
                                    comment: string | null;
                                } | null;
                                requestExpiresAt: string | null;
                            }[];
                            orders: {
                                id: number;
                                /** @enum {string} */
                                status: "processing" | "shipped" | "delivered" | "pre_ordered" | "cancelled";
                                items: {
                                    productId: number;
                                    name: string;
                                    image: string;
                                    quantity: number;
                                    unitPriceCents: number;
                                    /** @enum {string} */
                                    productType: "buy_now" | "pre_order";
                                    releaseDate: string | null;
                                }[];
                                itemCount: number;
                                preOrderCount: number;
                                subtotalCents: number;
                                taxCents: number;
                                shippingCents: number;
                                totalCents: number;
                                refundedCents: number;
                                shippingAddress: {
                                    name: string;
                                    line1: string;
                                    line2: string | null;
                                    city: string;
                                    postalCode: string;
                                    country: string;
                                };
                                estimatedDelivery: string;
                                createdAt: string;
                                updatedAt: string;
                                canCancel: boolean;
                            }[];
                            journeyPlans: {
                                id: number;
                                name: string;
                                description: string;
                                startDate: string | null;
                                endDate: string | null;
                                itemCount: number;
                                createdAt: string;
                                updatedAt: string;
                                items: {
                                    id: number;
                                    /** @enum {string} */
                                    kind: "stay" | "service" | "product";
                                    refId: number;
                                    note: string;
                                    position: number;
                                    title: string;
                                    subtitle: string;
                                    image: string;
                                    photo: {
                                        id: number;
                                        alt: string;
                                        width: number;
                                        height: number;
                                        sizes: {
                                            width: number;
                                            height: number;
                                            avif: string;
                                            webp: string;
                                        }[];
                                    } | null;
                                    priceCents: number;
                                }[];
                            }[];
                            reviews: {
                                bookingId: number;
                                rating: number;
                                comment: string | null;
                                createdAt: string;
                            }[];
                            signIn: {
                                authenticatorApp: boolean;
                                passkeys: {
                                    id: string;
                                    name: string;
                                    createdAt: string;
                                    lastUsedAt: string | null;
                                    synced: boolean;
                                }[];
                            };
                            partnerOrganisations: {
                                id: number;
                                name: string;
                                role: string;
                            }[];
                            messages: {
                                conversationId: number;
                                propertyName: string;
                                /** @enum {string} */
                                side: "guest" | "partner";
                                body: string;
                                createdAt: string;
                            }[];
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile/second-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's authenticator app, what this session proved, and who asks for one */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The status */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            enabled: boolean;
                            passkeys: number;
                            backupCodesLeft: number;
                            verifiedAt: string | null;
                            passed: boolean;
                            /** @enum {string|null} */
                            requiredBy: "admin" | "organisation" | null;
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile/second-factor/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start setting up an authenticator app: a new key, as an otpauth:// URI and as text */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string;
                    };
                };
            };
            responses: {
                /** @description The key; the app is on once a first code confirms it */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            secret: string;
                            otpauthUri: string;
                        };
                    };
                };
                /** @description Invalid input or a wrong password (fields.password) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description An authenticator app is already set up */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Too many wrong passwords */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile/second-factor/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm the app with its first code: it is on, and the backup codes are shown (this once) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                    };
                };
            };
            responses: {
                /** @description On; this session has passed the second factor */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            backupCodes: string[];
                        };
                    };
                };
                /** @description Invalid input, or a wrong or used code (fields.code) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No set-up was started, or the app is already on */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Too many attempts from this address, or too many wrong codes on this account */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile/second-factor/backup-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** New backup codes (shown this once); the old ones stop working */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string;
                    };
                };
            };
            responses: {
                /** @description The new codes */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            backupCodes: string[];
                        };
                    };
                };
                /** @description Invalid input or a wrong password (fields.password) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No authenticator app is set up */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Too many wrong passwords */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile/second-factor/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn the authenticator app off, with the password and a code (or a backup code) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string;
                        /** @enum {string} */
                        method: "totp" | "backup_code";
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Off; no session keeps a passed second factor */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input, a wrong password (fields.password) or a wrong code (fields.code) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No authenticator app is set up */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Too many attempts from this address, or too many wrong codes on this account */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-in/second-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign-in's second step: the code from the app (or a backup code) after a right password */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        method: "totp" | "backup_code";
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Signed in; the session cookie is set */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            user: {
                                id: string;
                                email: string;
                                emailVerified: boolean;
                                name: string | null;
                                firstName: string | null;
                                lastName: string | null;
                                phone: string | null;
                                /** @enum {string} */
                                role: "guest" | "admin";
                                isPartner: boolean;
                                avatarUrl: string;
                                createdAt: string;
                            } | null;
                        };
                    };
                };
                /** @description Invalid input, or a wrong or used code (fields.code) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No live sign-in to finish (none, or older than 10 minutes): sign in again */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description The account is suspended (docs/decisions/admin-users.md) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Too many attempts from this address, or too many wrong codes on this account */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/second-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Prove the second factor again on this session (an action that asked for it answered 403 second_factor_required) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        method: "totp" | "backup_code";
                        code: string;
                    };
                };
            };
            responses: {
                /** @description This session's check is now */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            verifiedAt: string;
                        };
                    };
                };
                /** @description Invalid input, or a wrong or used code (fields.code) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No authenticator app is set up (second_factor_setup_required) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Too many attempts from this address, or too many wrong codes on this account */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/organisations/{id}/second-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the organisation asks its members for a second factor */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The rule */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            required: boolean;
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not a member of any partner organisation */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not one of your organisations */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        /** Ask every member for a second factor, or stop asking; turning it on needs this session to have passed one */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        required: boolean;
                    };
                };
            };
            responses: {
                /** @description The rule now */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            required: boolean;
                        };
                    };
                };
                /** @description Invalid input */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not a partner, or (to turn it on) no passed second factor on this session */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not one of your organisations */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile/passkeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's passkeys */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Oldest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: string;
                                name: string;
                                createdAt: string;
                                lastUsedAt: string | null;
                                synced: boolean;
                            }[];
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Add the passkey the browser made; this session has then passed a second factor */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        credential: {
                            id: string;
                            rawId: string;
                            /** @enum {string} */
                            type: "public-key";
                            /** @enum {string} */
                            authenticatorAttachment?: "platform" | "cross-platform";
                            clientExtensionResults: {
                                credProps?: {
                                    rk?: boolean;
                                };
                            };
                            response: {
                                clientDataJSON: string;
                                attestationObject: string;
                                authenticatorData?: string;
                                transports?: ("ble" | "cable" | "hybrid" | "internal" | "nfc" | "smart-card" | "usb")[];
                                publicKeyAlgorithm?: number;
                                publicKey?: string;
                            };
                        };
                    };
                };
            };
            responses: {
                /** @description Added */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            createdAt: string;
                            lastUsedAt: string | null;
                            synced: boolean;
                        };
                    };
                };
                /** @description The browser's answer could not be checked, was for another request, or names an unknown passkey (fields.credential) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Already added, or the account has as many passkeys as it may */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile/passkeys/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start adding a passkey, with the password: the options for navigator.credentials.create */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Good for 5 minutes, for this session */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            options: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
                /** @description Invalid input or a wrong password (fields.password) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description The account has as many passkeys as it may */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Too many wrong passwords */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile/passkeys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove one of the account’s passkeys, with the password */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Removed */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input or a wrong password (fields.password) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not one of your passkeys */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Too many wrong passwords */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-in/passkey/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Options for navigator.credentials.get: any of this site's passkeys, or, right after a right password, that account's */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Good for 5 minutes */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            options: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
                /** @description The account the password was right for has no passkeys */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Too many attempts from this address */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-in/passkey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with a passkey (without a password, or as the second step after one) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        credential: {
                            id: string;
                            rawId: string;
                            /** @enum {string} */
                            type: "public-key";
                            /** @enum {string} */
                            authenticatorAttachment?: "platform" | "cross-platform";
                            clientExtensionResults: {
                                credProps?: {
                                    rk?: boolean;
                                };
                            };
                            response: {
                                clientDataJSON: string;
                                authenticatorData: string;
                                signature: string;
                                userHandle?: string;
                            };
                        };
                    };
                };
            };
            responses: {
                /** @description Signed in; the session cookie is set */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            user: {
                                id: string;
                                email: string;
                                emailVerified: boolean;
                                name: string | null;
                                firstName: string | null;
                                lastName: string | null;
                                phone: string | null;
                                /** @enum {string} */
                                role: "guest" | "admin";
                                isPartner: boolean;
                                avatarUrl: string;
                                createdAt: string;
                            };
                        };
                    };
                };
                /** @description The browser's answer could not be checked, was for another request, or names an unknown passkey (fields.credential) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description The account is suspended (docs/decisions/admin-users.md) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Too many attempts from this address */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/second-factor/passkey/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Options for navigator.credentials.get to prove a passkey again on this session (a step-up) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The account's passkeys; good for 5 minutes, for this session */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            options: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description The account has no passkeys */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/second-factor/passkey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Prove a passkey again on this session: the session's check is now */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        credential: {
                            id: string;
                            rawId: string;
                            /** @enum {string} */
                            type: "public-key";
                            /** @enum {string} */
                            authenticatorAttachment?: "platform" | "cross-platform";
                            clientExtensionResults: {
                                credProps?: {
                                    rk?: boolean;
                                };
                            };
                            response: {
                                clientDataJSON: string;
                                authenticatorData: string;
                                signature: string;
                                userHandle?: string;
                            };
                        };
                    };
                };
            };
            responses: {
                /** @description This session's check is now */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            verifiedAt: string;
                        };
                    };
                };
                /** @description The browser's answer could not be checked, was for another request, or names an unknown passkey (fields.credential) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/avatars/{seed}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An avatar drawn from a name (SVG) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    seed: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description SVG image */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/svg+xml": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stays": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search stay rooms: filters, sort and paging, all in the database */
        get: {
            parameters: {
                query?: {
                    location?: string;
                    guests?: number;
                    dateFrom?: string;
                    dateTo?: string;
                    wellness?: string;
                    amenities?: string;
                    propertyType?: "wellness_retreat" | "yoga_studio" | "spa_resort";
                    minPriceCents?: number | null;
                    maxPriceCents?: number | null;
                    sort?: "recommended" | "price_asc" | "price_desc" | "rating";
                    page?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of matches and the total */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: number;
                                title: string;
                                propertyName: string;
                                propertyType: string;
                                image: string | null;
                                photo: {
                                    id: number;
                                    alt: string;
                                    width: number;
                                    height: number;
                                    sizes: {
                                        width: number;
                                        height: number;
                                        avif: string;
                                        webp: string;
                                    }[];
                                } | null;
                                priceCents: number;
                                priceForDates?: {
                                    nights: number;
                                    totalCents: number;
                                };
                                rating: number | null;
                                reviewCount: number;
                                maxGuests: number;
                                location: {
                                    city: string;
                                    state: string | null;
                                    country: string;
                                };
                                amenities: string[];
                            }[];
                            total: number;
                            page: number;
                            pageSize: number;
                            pageCount: number;
                        };
                    };
                };
                /** @description Bad parameter */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stays/featured": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The first 4 stays rated 4.5 or more */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Featured stays */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: number;
                                title: string;
                                propertyName: string;
                                propertyType: string;
                                image: string | null;
                                photo: {
                                    id: number;
                                    alt: string;
                                    width: number;
                                    height: number;
                                    sizes: {
                                        width: number;
                                        height: number;
                                        avif: string;
                                        webp: string;
                                    }[];
                                } | null;
                                priceCents: number;
                                priceForDates?: {
                                    nights: number;
                                    totalCents: number;
                                };
                                rating: number | null;
                                reviewCount: number;
                                maxGuests: number;
                                location: {
                                    city: string;
                                    state: string | null;
                                    country: string;
                                };
                                amenities: string[];
                            }[];
                            total: number;
                            page: number;
                            pageSize: number;
                            pageCount: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stays/filter-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Locations, wellness features, amenities, goals and property types to filter by */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Filter options */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            locations: {
                                city: string;
                                state: string | null;
                                country: string;
                            }[];
                            wellnessFeatures: string[];
                            amenities: string[];
                            wellnessGoals: string[];
                            propertyTypes: {
                                value: string;
                                label: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stays/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One stay room with its property */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The room */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            title: string;
                            propertyName: string;
                            propertyType: string;
                            image: string | null;
                            photo: {
                                id: number;
                                alt: string;
                                width: number;
                                height: number;
                                sizes: {
                                    width: number;
                                    height: number;
                                    avif: string;
                                    webp: string;
                                }[];
                            } | null;
                            priceCents: number;
                            priceForDates?: {
                                nights: number;
                                totalCents: number;
                            };
                            rating: number | null;
                            reviewCount: number;
                            maxGuests: number;
                            location: {
                                city: string;
                                state: string | null;
                                country: string;
                                address: string;
                                latitude: number;
                                longitude: number;
                            };
                            amenities: string[];
                            description: string;
                            propertyId: number;
                            propertyDescription: string;
                            images: string[];
                            photos: {
                                id: number;
                                alt: string;
                                width: number;
                                height: number;
                                sizes: {
                                    width: number;
                                    height: number;
                                    avif: string;
                                    webp: string;
                                }[];
                            }[];
                            wellnessFeatures: string[];
                            houseRules: string;
                            checkInTime: string;
                            checkOutTime: string;
                            /** @enum {string} */
                            bookingMode: "instant" | "request";
                            reviews: {
                                id: number;
                                rating: number;
                                comment: string | null;
                                guestName: string;
                                createdAt: string;
                                reply: {
                                    text: string;
                                    repliedAt: string;
                                } | null;
                            }[];
                        };
                    };
                };
                /** @description Bad id */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such room */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stays/{id}/booked-dates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Nights already booked between two dates */
        get: {
            parameters: {
                query: {
                    from: string;
                    to: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Booked ranges (check-out exclusive) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ranges: {
                                checkIn: string;
                                checkOut: string;
                            }[];
                        };
                    };
                };
                /** @description Bad dates */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such room */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stays/{id}/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The price of a stay: nights, cleaning fee, service fee, taxes, total */
        get: {
            parameters: {
                query: {
                    checkIn: string;
                    checkOut: string;
                    guests: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The quote */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            roomId: number;
                            checkIn: string;
                            checkOut: string;
                            nights: number;
                            guests: number;
                            nightlyPriceCents: number;
                            lines: {
                                /** @enum {string} */
                                kind: "nights" | "cleaning" | "service" | "taxes";
                                label: string;
                                amountCents: number;
                            }[];
                            totalCents: number;
                            /** @enum {string} */
                            currency: "USD";
                        };
                    };
                };
                /** @description Past dates, zero or too many nights, too many guests */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such room */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Some nights are already booked */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The general wellness services, plus the listing's property's own when listingId is given */
        get: {
            parameters: {
                query?: {
                    listingId?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Services */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: number;
                                title: string;
                                description: string;
                                /** @enum {string} */
                                type: "fitness" | "yoga" | "spa" | "other";
                                category: string;
                                priceCents: number;
                                durationMinutes: number;
                                imageUrl: string;
                                propertyId: number | null;
                                propertyName: string | null;
                                createdAt: string;
                                updatedAt: string;
                            }[];
                        };
                    };
                };
                /** @description Bad listingId */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One wellness service */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The service */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            title: string;
                            description: string;
                            /** @enum {string} */
                            type: "fitness" | "yoga" | "spa" | "other";
                            category: string;
                            priceCents: number;
                            durationMinutes: number;
                            imageUrl: string;
                            propertyId: number | null;
                            propertyName: string | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description No such service */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/stays": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pay for a stay (re-quoted by the server); a repeat with the same Idempotency-Key gets the same answer */
        post: {
            parameters: {
                query?: never;
                header: {
                    "idempotency-key": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        roomId: number;
                        checkIn: string;
                        checkOut: string;
                        guests: number;
                        card: {
                            cardName: string;
                            cardNumber: string;
                            expiryDate: string;
                            cvv: string;
                            billingAddress: string;
                            zipCode: string;
                        };
                        message?: string;
                    };
                };
            };
            responses: {
                /** @description Paid and confirmed */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            bookings: {
                                id: number;
                                /** @enum {string} */
                                kind: "stay" | "service";
                                /** @enum {string} */
                                status: "pending" | "confirmed" | "payment_failed" | "cancelled" | "requested" | "declined" | "expired";
                                title: string;
                                image: string | null;
                                roomId: number | null;
                                propertyId: number | null;
                                serviceId: number | null;
                                checkIn: string;
                                checkOut: string | null;
                                guests: number | null;
                                lines: {
                                    kind: string;
                                    label: string;
                                    amountCents: number;
                                }[];
                                totalCents: number;
                                refundedCents: number;
                                createdAt: string;
                                canCancel: boolean;
                                cancelBlockedReason: string | null;
                                canReview: boolean;
                                review: {
                                    rating: number;
                                    comment: string | null;
                                } | null;
                                requestExpiresAt: string | null;
                            }[];
                            payment: {
                                id: number;
                                /** @enum {string} */
                                status: "pending" | "succeeded" | "failed" | "authorized" | "voided";
                                amountCents: number;
                                cardBrand: string;
                                cardLast4: string;
                                reference: string | null;
                            };
                        };
                    };
                };
                /** @description Invalid card, dates or guests */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Payment failed */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such room */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description The nights were just taken */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pay for wellness services; one booking per item, each on its date, within each service's capacity per day */
        post: {
            parameters: {
                query?: never;
                header: {
                    "idempotency-key": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        items: {
                            serviceId: number;
                            date: string;
                        }[];
                        listingId?: number;
                        card: {
                            cardName: string;
                            cardNumber: string;
                            expiryDate: string;
                            cvv: string;
                            billingAddress: string;
                            zipCode: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Paid and confirmed */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            bookings: {
                                id: number;
                                /** @enum {string} */
                                kind: "stay" | "service";
                                /** @enum {string} */
                                status: "pending" | "confirmed" | "payment_failed" | "cancelled" | "requested" | "declined" | "expired";
                                title: string;
                                image: string | null;
                                roomId: number | null;
                                propertyId: number | null;
                                serviceId: number | null;
                                checkIn: string;
                                checkOut: string | null;
                                guests: number | null;
                                lines: {
                                    kind: string;
                                    label: string;
                                    amountCents: number;
                                }[];
                                totalCents: number;
                                refundedCents: number;
                                createdAt: string;
                                canCancel: boolean;
                                cancelBlockedReason: string | null;
                                canReview: boolean;
                                review: {
                                    rating: number;
                                    comment: string | null;
                                } | null;
                                requestExpiresAt: string | null;
                            }[];
                            payment: {
                                id: number;
                                /** @enum {string} */
                                status: "pending" | "succeeded" | "failed" | "authorized" | "voided";
                                amountCents: number;
                                cardBrand: string;
                                cardLast4: string;
                                reference: string | null;
                            };
                        };
                    };
                };
                /** @description Invalid card or dates */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Payment failed */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such service */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description A service is fully booked on a chosen date */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your bookings, newest first (at most 50) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Your bookings */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: number;
                                /** @enum {string} */
                                kind: "stay" | "service";
                                /** @enum {string} */
                                status: "pending" | "confirmed" | "payment_failed" | "cancelled" | "requested" | "declined" | "expired";
                                title: string;
                                image: string | null;
                                roomId: number | null;
                                propertyId: number | null;
                                serviceId: number | null;
                                checkIn: string;
                                checkOut: string | null;
                                guests: number | null;
                                lines: {
                                    kind: string;
                                    label: string;
                                    amountCents: number;
                                }[];
                                totalCents: number;
                                refundedCents: number;
                                createdAt: string;
                                canCancel: boolean;
                                cancelBlockedReason: string | null;
                                canReview: boolean;
                                review: {
                                    rating: number;
                                    comment: string | null;
                                } | null;
                                requestExpiresAt: string | null;
                            }[];
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel your booking (free until 24 hours before check-in): its nights become free and it is refunded in full */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Cancelled */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /** @enum {string} */
                            kind: "stay" | "service";
                            /** @enum {string} */
                            status: "pending" | "confirmed" | "payment_failed" | "cancelled" | "requested" | "declined" | "expired";
                            title: string;
                            image: string | null;
                            roomId: number | null;
                            propertyId: number | null;
                            serviceId: number | null;
                            checkIn: string;
                            checkOut: string | null;
                            guests: number | null;
                            lines: {
                                kind: string;
                                label: string;
                                amountCents: number;
                            }[];
                            totalCents: number;
                            refundedCents: number;
                            createdAt: string;
                            canCancel: boolean;
                            cancelBlockedReason: string | null;
                            canReview: boolean;
                            review: {
                                rating: number;
                                comment: string | null;
                            } | null;
                            requestExpiresAt: string | null;
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such booking of yours */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Too late to cancel, or not confirmed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{id}/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rate your stay (1-5, with a comment) after its check-out */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        rating: number;
                        comment?: string;
                    };
                };
            };
            responses: {
                /** @description Rated */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /** @enum {string} */
                            kind: "stay" | "service";
                            /** @enum {string} */
                            status: "pending" | "confirmed" | "payment_failed" | "cancelled" | "requested" | "declined" | "expired";
                            title: string;
                            image: string | null;
                            roomId: number | null;
                            propertyId: number | null;
                            serviceId: number | null;
                            checkIn: string;
                            checkOut: string | null;
                            guests: number | null;
                            lines: {
                                kind: string;
                                label: string;
                                amountCents: number;
                            }[];
                            totalCents: number;
                            refundedCents: number;
                            createdAt: string;
                            canCancel: boolean;
                            cancelBlockedReason: string | null;
                            canReview: boolean;
                            review: {
                                rating: number;
                                comment: string | null;
                            } | null;
                            requestExpiresAt: string | null;
                        };
                    };
                };
                /** @description Invalid rating */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such booking of yours */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Already rated */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description The stay has not ended */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your totals and recent bookings */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Dashboard */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            totalBookings: number;
                            upcomingStays: number;
                            totalSpentCents: number;
                            retreatPlaces: number;
                            averageRating: number | null;
                            recentBookings: {
                                id: number;
                                /** @enum {string} */
                                kind: "stay" | "service";
                                /** @enum {string} */
                                status: "pending" | "confirmed" | "payment_failed" | "cancelled" | "requested" | "declined" | "expired";
                                title: string;
                                image: string | null;
                                roomId: number | null;
                                propertyId: number | null;
                                serviceId: number | null;
                                checkIn: string;
                                checkOut: string | null;
                                guests: number | null;
                                lines: {
                                    kind: string;
                                    label: string;
                                    amountCents: number;
                                }[];
                                totalCents: number;
                                refundedCents: number;
                                createdAt: string;
                                canCancel: boolean;
                                cancelBlockedReason: string | null;
                                canReview: boolean;
                                review: {
                                    rating: number;
                                    comment: string | null;
                                } | null;
                                requestExpiresAt: string | null;
                            }[];
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/retreats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Upcoming retreats by month, country, length, focus, price and spots, in start order */
        get: {
            parameters: {
                query?: {
                    month?: string;
                    country?: string;
                    length?: "weekend" | "long_weekend" | "week" | "10_plus";
                    focus?: "Yoga Classes" | "Meditation" | "Spa Treatments" | "Massage" | "Detox Programs" | "Fitness Classes" | "Nutrition Coaching" | "Sound Healing" | "Breathwork" | "Hiking Trails" | "Thermal Baths" | "Ayurveda" | "Pilates" | "Forest Bathing" | "Sleep Programs" | "Cold Plunge";
                    maxPriceCents?: number | null;
                    spots?: number;
                    page?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of retreats */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: number;
                                title: string;
                                summary: string;
                                startDate: string;
                                endDate: string;
                                propertyName: string;
                                city: string;
                                country: string;
                                imageUrl: string;
                                /** @enum {string} */
                                level: "beginner" | "all" | "advanced";
                                features: string[];
                                fromPriceCents: number;
                                fullPriceCents: number | null;
                                earlyBirdUntil: string | null;
                                spotsLeft: number;
                            }[];
                            total: number;
                            page: number;
                            pageCount: number;
                            countries: string[];
                        };
                    };
                };
                /** @description Bad filter, named */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/retreats/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A retreat: its program, options priced for today with spots left, payment terms and policy */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The retreat */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            title: string;
                            summary: string;
                            startDate: string;
                            endDate: string;
                            propertyName: string;
                            city: string;
                            country: string;
                            imageUrl: string;
                            /** @enum {string} */
                            level: "beginner" | "all" | "advanced";
                            features: string[];
                            fromPriceCents: number;
                            fullPriceCents: number | null;
                            earlyBirdUntil: string | null;
                            spotsLeft: number;
                            propertyId: number;
                            description: string;
                            program: string;
                            checkInTime: string;
                            checkOutTime: string;
                            included: string;
                            notIncluded: string;
                            language: string;
                            facilitators: {
                                name: string;
                                bio: string;
                                imageUrl: string | null;
                                photoId: number | null;
                                photo: {
                                    id: number;
                                    alt: string;
                                    width: number;
                                    height: number;
                                    sizes: {
                                        width: number;
                                        height: number;
                                        avif: string;
                                        webp: string;
                                    }[];
                                } | null;
                            }[];
                            photos: {
                                id: number;
                                alt: string;
                                width: number;
                                height: number;
                                sizes: {
                                    width: number;
                                    height: number;
                                    avif: string;
                                    webp: string;
                                }[];
                            }[];
                            options: {
                                id: number;
                                name: string;
                                description: string;
                                priceCents: number;
                                earlyBirdPriceCents: number | null;
                                earlyBirdUntil: string | null;
                                earlyBirdSpots: number | null;
                                currentPriceCents: number;
                                earlyBirdNow: boolean;
                                spots: number;
                                spotsLeft: number;
                                roomId: number | null;
                            }[];
                            depositPercent: number | null;
                            balanceDueDays: number;
                            /** @enum {string} */
                            cancellationPolicy: "flexible" | "standard" | "strict";
                            /** @enum {string} */
                            status: "draft" | "published" | "cancelled";
                            /** @enum {string} */
                            bookingMode: "instant" | "request";
                        };
                    };
                };
                /** @description No such retreat */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/retreats/{id}/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Book places on an option: pays the deposit (or all) and keeps the card for the balance; on a retreat on request, authorizes it and sends the message to the host */
        post: {
            parameters: {
                query?: never;
                header: {
                    "idempotency-key": string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        optionId: number;
                        people: number;
                        card: {
                            cardName: string;
                            cardNumber: string;
                            expiryDate: string;
                            cvv: string;
                            billingAddress: string;
                            zipCode: string;
                        };
                        message?: string;
                    };
                };
            };
            responses: {
                /** @description The place, as the dashboard shows it */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            retreatId: number;
                            retreatTitle: string;
                            startDate: string;
                            endDate: string;
                            propertyName: string;
                            imageUrl: string;
                            optionName: string;
                            people: number;
                            /** @enum {string} */
                            status: "pending" | "confirmed" | "cancelled" | "payment_failed" | "requested" | "declined" | "expired";
                            totalCents: number;
                            depositCents: number;
                            balanceCents: number;
                            paidCents: number;
                            refundedCents: number;
                            balanceDueDate: string | null;
                            /** @enum {string} */
                            balanceStatus: "none" | "scheduled" | "paid" | "failed";
                            nextDate: string | null;
                            card: {
                                brand: string;
                                last4: string;
                            } | null;
                            /** @enum {string} */
                            cancellationPolicy: "flexible" | "standard" | "strict";
                            refundIfCancelledCents: number;
                            requestExpiresAt: string | null;
                            conversationId: number | null;
                            createdAt: string;
                        };
                    };
                };
                /** @description Invalid card, option, people or message (on request), each named */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description The card was declined */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such retreat */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not enough spots left, or not open for booking */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description The Idempotency-Key was used for another request */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/retreat-bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your retreat places, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Your places */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: number;
                                retreatId: number;
                                retreatTitle: string;
                                startDate: string;
                                endDate: string;
                                propertyName: string;
                                imageUrl: string;
                                optionName: string;
                                people: number;
                                /** @enum {string} */
                                status: "pending" | "confirmed" | "cancelled" | "payment_failed" | "requested" | "declined" | "expired";
                                totalCents: number;
                                depositCents: number;
                                balanceCents: number;
                                paidCents: number;
                                refundedCents: number;
                                balanceDueDate: string | null;
                                /** @enum {string} */
                                balanceStatus: "none" | "scheduled" | "paid" | "failed";
                                nextDate: string | null;
                                card: {
                                    brand: string;
                                    last4: string;
                                } | null;
                                /** @enum {string} */
                                cancellationPolicy: "flexible" | "standard" | "strict";
                                refundIfCancelledCents: number;
                                requestExpiresAt: string | null;
                                conversationId: number | null;
                                createdAt: string;
                            }[];
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/retreat-bookings/{id}/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pay the balance now, with the kept card or a new one (kept for later) */
        post: {
            parameters: {
                query?: never;
                header: {
                    "idempotency-key": string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        card?: {
                            cardName: string;
                            cardNumber: string;
                            expiryDate: string;
                            cvv: string;
                            billingAddress: string;
                            zipCode: string;
                        };
                    };
                };
            };
            responses: {
                /** @description The place, as the dashboard shows it */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            retreatId: number;
                            retreatTitle: string;
                            startDate: string;
                            endDate: string;
                            propertyName: string;
                            imageUrl: string;
                            optionName: string;
                            people: number;
                            /** @enum {string} */
                            status: "pending" | "confirmed" | "cancelled" | "payment_failed" | "requested" | "declined" | "expired";
                            totalCents: number;
                            depositCents: number;
                            balanceCents: number;
                            paidCents: number;
                            refundedCents: number;
                            balanceDueDate: string | null;
                            /** @enum {string} */
                            balanceStatus: "none" | "scheduled" | "paid" | "failed";
                            nextDate: string | null;
                            card: {
                                brand: string;
                                last4: string;
                            } | null;
                            /** @enum {string} */
                            cancellationPolicy: "flexible" | "standard" | "strict";
                            refundIfCancelledCents: number;
                            requestExpiresAt: string | null;
                            conversationId: number | null;
                            createdAt: string;
                        };
                    };
                };
                /** @description Invalid card, named */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description The card was declined */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such place of yours */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Already paid */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Nothing to pay on this place */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/retreat-bookings/{id}/card": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace the card kept for the balance, without paying now (the next try charges it) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        card: {
                            cardName: string;
                            cardNumber: string;
                            expiryDate: string;
                            cvv: string;
                            billingAddress: string;
                            zipCode: string;
                        };
                    };
                };
            };
            responses: {
                /** @description The place, as the dashboard shows it */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            retreatId: number;
                            retreatTitle: string;
                            startDate: string;
                            endDate: string;
                            propertyName: string;
                            imageUrl: string;
                            optionName: string;
                            people: number;
                            /** @enum {string} */
                            status: "pending" | "confirmed" | "cancelled" | "payment_failed" | "requested" | "declined" | "expired";
                            totalCents: number;
                            depositCents: number;
                            balanceCents: number;
                            paidCents: number;
                            refundedCents: number;
                            balanceDueDate: string | null;
                            /** @enum {string} */
                            balanceStatus: "none" | "scheduled" | "paid" | "failed";
                            nextDate: string | null;
                            card: {
                                brand: string;
                                last4: string;
                            } | null;
                            /** @enum {string} */
                            cancellationPolicy: "flexible" | "standard" | "strict";
                            refundIfCancelledCents: number;
                            requestExpiresAt: string | null;
                            conversationId: number | null;
                            createdAt: string;
                        };
                    };
                };
                /** @description Invalid card, named */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description The card was declined */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such place of yours */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No balance is due on this place */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/retreat-bookings/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel your place: refunds what the cancellation policy gives back today */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The place, as the dashboard shows it */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            retreatId: number;
                            retreatTitle: string;
                            startDate: string;
                            endDate: string;
                            propertyName: string;
                            imageUrl: string;
                            optionName: string;
                            people: number;
                            /** @enum {string} */
                            status: "pending" | "confirmed" | "cancelled" | "payment_failed" | "requested" | "declined" | "expired";
                            totalCents: number;
                            depositCents: number;
                            balanceCents: number;
                            paidCents: number;
                            refundedCents: number;
                            balanceDueDate: string | null;
                            /** @enum {string} */
                            balanceStatus: "none" | "scheduled" | "paid" | "failed";
                            nextDate: string | null;
                            card: {
                                brand: string;
                                last4: string;
                            } | null;
                            /** @enum {string} */
                            cancellationPolicy: "flexible" | "standard" | "strict";
                            refundIfCancelledCents: number;
                            requestExpiresAt: string | null;
                            conversationId: number | null;
                            createdAt: string;
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such place of yours */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Cannot be cancelled */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/retreats/{id}/waitlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Join the waitlist of a full option */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        optionId: number;
                        people: number;
                    };
                };
            };
            responses: {
                /** @description On the waitlist */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            status: string;
                        };
                    };
                };
                /** @description Invalid option or people, named */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such retreat */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Spots are free, or already waiting */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/retreat-waitlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your waitlist entries and offers */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Your entries */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: number;
                                retreatId: number;
                                retreatTitle: string;
                                optionId: number;
                                optionName: string;
                                people: number;
                                /** @enum {string} */
                                status: "waiting" | "offered" | "booked" | "expired" | "left";
                                offerExpiresAt: string | null;
                                createdAt: string;
                            }[];
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/retreat-waitlist/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Leave a waitlist (an offer given up goes to the next in line) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Left */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such entry of yours */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Live updates of your conversations, and your organisations' (server-sent events): `{"kind":"message"|"read","conversationId"}` or `{"kind":"resync"}` */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The event stream */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/event-stream": string;
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Too many open streams for this account */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your conversations, the latest message first, with unread counts (only unread ones with unread=true) */
        get: {
            parameters: {
                query?: {
                    unread?: "true" | "false";
                    page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of conversations and the total */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            conversations: {
                                id: number;
                                about: {
                                    property: {
                                        id: number;
                                        name: string;
                                    };
                                    room: {
                                        id: number;
                                        title: string;
                                    } | null;
                                    retreat: {
                                        id: number;
                                        title: string;
                                    } | null;
                                    service: {
                                        id: number;
                                        title: string;
                                    } | null;
                                    bookingId: number | null;
                                    retreatBookingId: number | null;
                                    /** @enum {string|null} */
                                    bookingStatus?: "pending" | "confirmed" | "payment_failed" | "cancelled" | "requested" | "declined" | "expired" | null;
                                };
                                organisation: {
                                    id: number;
                                    name: string;
                                };
                                guestName: string;
                                /** @enum {string} */
                                status: "open" | "closed";
                                lastMessageAt: string;
                                unread: number;
                                lastMessage: {
                                    /** @enum {string} */
                                    side: "guest" | "partner";
                                    preview: string;
                                    mine: boolean;
                                } | null;
                                createdAt: string;
                            }[];
                            total: number;
                            page: number;
                            pageSize: number;
                        };
                    };
                };
                /** @description Bad parameter */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Ask the host about a room, a retreat or a service: starts or continues your thread with them */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        about: {
                            /** @enum {string} */
                            kind: "room" | "retreat" | "service";
                            id: number;
                        };
                        body: string;
                    };
                };
            };
            responses: {
                /** @description The thread with its latest messages, oldest first */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            about: {
                                property: {
                                    id: number;
                                    name: string;
                                };
                                room: {
                                    id: number;
                                    title: string;
                                } | null;
                                retreat: {
                                    id: number;
                                    title: string;
                                } | null;
                                service: {
                                    id: number;
                                    title: string;
                                } | null;
                                bookingId: number | null;
                                retreatBookingId: number | null;
                                /** @enum {string|null} */
                                bookingStatus?: "pending" | "confirmed" | "payment_failed" | "cancelled" | "requested" | "declined" | "expired" | null;
                            };
                            organisation: {
                                id: number;
                                name: string;
                            };
                            guestName: string;
                            /** @enum {string} */
                            status: "open" | "closed";
                            lastMessageAt: string;
                            unread: number;
                            lastMessage: {
                                /** @enum {string} */
                                side: "guest" | "partner";
                                preview: string;
                                mine: boolean;
                            } | null;
                            createdAt: string;
                            messages: {
                                id: number;
                                /** @enum {string} */
                                side: "guest" | "partner";
                                senderName: string | null;
                                mine: boolean;
                                body: string;
                                photos: {
                                    id: number;
                                    width: number;
                                    height: number;
                                    sizes: {
                                        width: number;
                                        height: number;
                                        avif: string;
                                        webp: string;
                                    }[];
                                }[];
                                createdAt: string;
                            }[];
                            hasEarlier: boolean;
                            guestMayWrite: boolean;
                        };
                    };
                };
                /** @description Invalid fields, each named */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Nothing shown to travellers by that id, or no host to ask */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description The host has closed the conversation */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description You are a host of that property */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Too many messages in a short time (Retry-After) */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations/unread": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your unread messages in all conversations (the header's badge) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Unread messages and the conversations that hold them */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            messages: number;
                            conversations: number;
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of your conversations with its messages (earlier ones with before); the newest page marks it read */
        get: {
            parameters: {
                query?: {
                    before?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The thread with its latest messages, oldest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            about: {
                                property: {
                                    id: number;
                                    name: string;
                                };
                                room: {
                                    id: number;
                                    title: string;
                                } | null;
                                retreat: {
                                    id: number;
                                    title: string;
                                } | null;
                                service: {
                                    id: number;
                                    title: string;
                                } | null;
                                bookingId: number | null;
                                retreatBookingId: number | null;
                                /** @enum {string|null} */
                                bookingStatus?: "pending" | "confirmed" | "payment_failed" | "cancelled" | "requested" | "declined" | "expired" | null;
                            };
                            organisation: {
                                id: number;
                                name: string;
                            };
                            guestName: string;
                            /** @enum {string} */
                            status: "open" | "closed";
                            lastMessageAt: string;
                            unread: number;
                            lastMessage: {
                                /** @enum {string} */
                                side: "guest" | "partner";
                                preview: string;
                                mine: boolean;
                            } | null;
                            createdAt: string;
                            messages: {
                                id: number;
                                /** @enum {string} */
                                side: "guest" | "partner";
                                senderName: string | null;
                                mine: boolean;
                                body: string;
                                photos: {
                                    id: number;
                                    width: number;
                                    height: number;
                                    sizes: {
                                        width: number;
                                        height: number;
                                        avif: string;
                                        webp: string;
                                    }[];
                                }[];
                                createdAt: string;
                            }[];
                            hasEarlier: boolean;
                            guestMayWrite: boolean;
                        };
                    };
                };
                /** @description Bad parameter */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such conversation of yours */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Write in one of your conversations */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        body: string;
                        photoIds?: number[];
                    };
                };
            };
            responses: {
                /** @description The thread with its latest messages, oldest first */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            about: {
                                property: {
                                    id: number;
                                    name: string;
                                };
                                room: {
                                    id: number;
                                    title: string;
                                } | null;
                                retreat: {
                                    id: number;
                                    title: string;
                                } | null;
                                service: {
                                    id: number;
                                    title: string;
                                } | null;
                                bookingId: number | null;
                                retreatBookingId: number | null;
                                /** @enum {string|null} */
                                bookingStatus?: "pending" | "confirmed" | "payment_failed" | "cancelled" | "requested" | "declined" | "expired" | null;
                            };
                            organisation: {
                                id: number;
                                name: string;
                            };
                            guestName: string;
                            /** @enum {string} */
                            status: "open" | "closed";
                            lastMessageAt: string;
                            unread: number;
                            lastMessage: {
                                /** @enum {string} */
                                side: "guest" | "partner";
                                preview: string;
                                mine: boolean;
                            } | null;
                            createdAt: string;
                            messages: {
                                id: number;
                                /** @enum {string} */
                                side: "guest" | "partner";
                                senderName: string | null;
                                mine: boolean;
                                body: string;
                                photos: {
                                    id: number;
                                    width: number;
                                    height: number;
                                    sizes: {
                                        width: number;
                                        height: number;
                                        avif: string;
                                        webp: string;
                                    }[];
                                }[];
                                createdAt: string;
                            }[];
                            hasEarlier: boolean;
                            guestMayWrite: boolean;
                        };
                    };
                };
                /** @description Invalid fields, each named */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such conversation of yours */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description The host has closed the conversation (a booking in progress keeps it open) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Too many messages in a short time (Retry-After) */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark one of your conversations read; answers your unread total */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Unread messages and the conversations that hold them */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            messages: number;
                            conversations: number;
                        };
                    };
                };
                /** @description Bad id */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such conversation of yours */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations/{id}/photos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a photo to your next message in this conversation (multipart/form-data, one file) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description JPEG, PNG, WebP or AVIF; up to 10 MB; 800 px wide or more
                         */
                        file: string;
                    };
                };
            };
            responses: {
                /** @description The photo, waiting to be sent with your next message */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            width: number;
                            height: number;
                            sizes: {
                                width: number;
                                height: number;
                                avif: string;
                                webp: string;
                            }[];
                        };
                    };
                };
                /** @description Not a readable JPEG/PNG/WebP/AVIF image, over 10 MB, under 800 px wide, or 4 photos already waiting */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such conversation of yours */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Too many photos in a short time (Retry-After) */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/conversations/{id}/photos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a photo to your next message in this conversation (multipart/form-data, one file) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description JPEG, PNG, WebP or AVIF; up to 10 MB; 800 px wide or more
                         */
                        file: string;
                    };
                };
            };
            responses: {
                /** @description The photo, waiting to be sent with your next message */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            width: number;
                            height: number;
                            sizes: {
                                width: number;
                                height: number;
                                avif: string;
                                webp: string;
                            }[];
                        };
                    };
                };
                /** @description Not a readable JPEG/PNG/WebP/AVIF image, over 10 MB, under 800 px wide, or 4 photos already waiting */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not a member of any partner organisation */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such conversation of your organisations' */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Too many photos in a short time (Retry-After) */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/message-photos/{id}/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One size of a message's photo, for the conversation's guest and its host's members */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    file: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The image (AVIF or WebP) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/avif": unknown;
                        "image/webp": unknown;
                    };
                };
                /** @description Not a photo file name */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such photo in a conversation of yours */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/static-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Hero, features and partner call-to-action (by type), with the filter vocabularies and locations */
        get: {
            parameters: {
                query?: {
                    type?: "all" | "hero" | "features" | "partner-cta";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Static data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            hero?: {
                                title: string;
                                subtitle: string;
                                imageUrl: string;
                                ctaText: string;
                            } | null;
                            features?: {
                                id: number;
                                title: string;
                                description: string;
                                icon: string;
                                orderIndex: number;
                            }[];
                            partnerCta?: {
                                title: string;
                                description: string;
                                ctaText: string;
                                successStories: {
                                    name: string;
                                    business: string;
                                    location: string;
                                    quote: string;
                                    result: string;
                                }[];
                            } | null;
                            wellnessFeatures: string[];
                            amenities: string[];
                            locations: {
                                city: string;
                                state: string | null;
                                country: string;
                            }[];
                        };
                    };
                };
                /** @description Unknown type */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/testimonials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The 12 newest testimonials */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Testimonials */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: number;
                                name: string;
                                testimonial: string;
                                avatarUrl: string;
                                rating: number;
                                location: string | null;
                                updatedAt: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/how-it-works": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The four steps, the calorie-control features and the sample meal plan */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description How it works */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            steps: {
                                id: number;
                                stepNumber: number;
                                title: string;
                                description: string;
                                listItems: string[];
                                imageUrl: string;
                            }[];
                            calorieControlFeatures: string[];
                            mealPlan: {
                                mealType: string;
                                calories: number;
                                description: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/articles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Knowledge articles, searched by title or description and filtered by category */
        get: {
            parameters: {
                query?: {
                    search?: string;
                    category?: "All" | "Nutrition" | "Mental Wellness" | "Recovery" | "Fitness" | "Gut Health" | "Sleep";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Articles */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: number;
                                slug: string;
                                title: string;
                                description: string;
                                image: string;
                                category: string;
                                date: string;
                                readTime: number;
                            }[];
                        };
                    };
                };
                /** @description Bad query */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/articles/{idOrSlug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One article, by numeric id or by slug */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    idOrSlug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The article */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            slug: string;
                            title: string;
                            description: string;
                            image: string;
                            category: string;
                            date: string;
                            readTime: number;
                            content: string;
                        };
                    };
                };
                /** @description No such article */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner-applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Apply to become a Restora partner */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        organisation: string;
                        /** @enum {string} */
                        partnerType: "Hotel" | "Retreat" | "Boutique hotel" | "Vacation rental" | "Long-term stay" | "Restaurant" | "Fitness centre" | "Nutritionist or trainer" | "Spa" | "Product supplier";
                        contactName: string;
                        email: string;
                        country: string;
                        message: string;
                    };
                };
            };
            responses: {
                /** @description Received */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            receivedAt: string;
                        };
                    };
                };
                /** @description Invalid application */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Too many applications from this address (Retry-After says when to try again) */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Marketplace products: search (name or category), categories, price bands, types, availability, paged */
        get: {
            parameters: {
                query?: {
                    search?: string;
                    categories?: string;
                    bands?: string;
                    types?: string;
                    availability?: string;
                    page?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Products */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: number;
                                name: string;
                                category: string;
                                description: string;
                                priceCents: number;
                                discountPriceCents: number | null;
                                image: string;
                                rating: number;
                                reviews: number;
                                /** @enum {string} */
                                productType: "buy_now" | "pre_order";
                                /** @enum {string} */
                                status: "in_stock" | "limited_stock" | "out_of_stock" | "coming_soon";
                                isNew: boolean;
                                isBestSeller: boolean;
                                releaseDate: string | null;
                                estimatedShippingDate: string | null;
                                features: string[];
                                servingSize: string | null;
                                servingsPerContainer: number | null;
                                ingredients: string | null;
                            }[];
                            total: number;
                            page: number;
                            pageSize: number;
                            pageCount: number;
                            suggestions: string[];
                        };
                    };
                };
                /** @description Bad parameter */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The product */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            category: string;
                            description: string;
                            priceCents: number;
                            discountPriceCents: number | null;
                            image: string;
                            rating: number;
                            reviews: number;
                            /** @enum {string} */
                            productType: "buy_now" | "pre_order";
                            /** @enum {string} */
                            status: "in_stock" | "limited_stock" | "out_of_stock" | "coming_soon";
                            isNew: boolean;
                            isBestSeller: boolean;
                            releaseDate: string | null;
                            estimatedShippingDate: string | null;
                            features: string[];
                            servingSize: string | null;
                            servingsPerContainer: number | null;
                            ingredients: string | null;
                        };
                    };
                };
                /** @description Bad id */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Product not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This visitor's or user's cart, with totals (a visitor cart merges into the user's on sign-in) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The cart */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                product: {
                                    id: number;
                                    name: string;
                                    category: string;
                                    description: string;
                                    priceCents: number;
                                    discountPriceCents: number | null;
                                    image: string;
                                    rating: number;
                                    reviews: number;
                                    /** @enum {string} */
                                    productType: "buy_now" | "pre_order";
                                    /** @enum {string} */
                                    status: "in_stock" | "limited_stock" | "out_of_stock" | "coming_soon";
                                    isNew: boolean;
                                    isBestSeller: boolean;
                                    releaseDate: string | null;
                                    estimatedShippingDate: string | null;
                                    features: string[];
                                    servingSize: string | null;
                                    servingsPerContainer: number | null;
                                    ingredients: string | null;
                                };
                                quantity: number;
                                unitPriceCents: number;
                                lineTotalCents: number;
                            }[];
                            count: number;
                            subtotalCents: number;
                            taxCents: number;
                            shippingCents: number;
                            totalCents: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Empty the cart */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The cart */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                product: {
                                    id: number;
                                    name: string;
                                    category: string;
                                    description: string;
                                    priceCents: number;
                                    discountPriceCents: number | null;
                                    image: string;
                                    rating: number;
                                    reviews: number;
                                    /** @enum {string} */
                                    productType: "buy_now" | "pre_order";
                                    /** @enum {string} */
                                    status: "in_stock" | "limited_stock" | "out_of_stock" | "coming_soon";
                                    isNew: boolean;
                                    isBestSeller: boolean;
                                    releaseDate: string | null;
                                    estimatedShippingDate: string | null;
                                    features: string[];
                                    servingSize: string | null;
                                    servingsPerContainer: number | null;
                                    ingredients: string | null;
                                };
                                quantity: number;
                                unitPriceCents: number;
                                lineTotalCents: number;
                            }[];
                            count: number;
                            subtotalCents: number;
                            taxCents: number;
                            shippingCents: number;
                            totalCents: number;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a product (quantities add up, at most 99 and at most the stock) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        productId: number;
                        /** @default 1 */
                        quantity?: number;
                    };
                };
            };
            responses: {
                /** @description The cart */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                product: {
                                    id: number;
                                    name: string;
                                    category: string;
                                    description: string;
                                    priceCents: number;
                                    discountPriceCents: number | null;
                                    image: string;
                                    rating: number;
                                    reviews: number;
                                    /** @enum {string} */
                                    productType: "buy_now" | "pre_order";
                                    /** @enum {string} */
                                    status: "in_stock" | "limited_stock" | "out_of_stock" | "coming_soon";
                                    isNew: boolean;
                                    isBestSeller: boolean;
                                    releaseDate: string | null;
                                    estimatedShippingDate: string | null;
                                    features: string[];
                                    servingSize: string | null;
                                    servingsPerContainer: number | null;
                                    ingredients: string | null;
                                };
                                quantity: number;
                                unitPriceCents: number;
                                lineTotalCents: number;
                            }[];
                            count: number;
                            subtotalCents: number;
                            taxCents: number;
                            shippingCents: number;
                            totalCents: number;
                        };
                    };
                };
                /** @description Bad quantity */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Product not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Cannot be bought, or not enough stock */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart/items/{productId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a line */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    productId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The cart */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                product: {
                                    id: number;
                                    name: string;
                                    category: string;
                                    description: string;
                                    priceCents: number;
                                    discountPriceCents: number | null;
                                    image: string;
                                    rating: number;
                                    reviews: number;
                                    /** @enum {string} */
                                    productType: "buy_now" | "pre_order";
                                    /** @enum {string} */
                                    status: "in_stock" | "limited_stock" | "out_of_stock" | "coming_soon";
                                    isNew: boolean;
                                    isBestSeller: boolean;
                                    releaseDate: string | null;
                                    estimatedShippingDate: string | null;
                                    features: string[];
                                    servingSize: string | null;
                                    servingsPerContainer: number | null;
                                    ingredients: string | null;
                                };
                                quantity: number;
                                unitPriceCents: number;
                                lineTotalCents: number;
                            }[];
                            count: number;
                            subtotalCents: number;
                            taxCents: number;
                            shippingCents: number;
                            totalCents: number;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Set the quantity of a line */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    productId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        quantity: number;
                    };
                };
            };
            responses: {
                /** @description The cart */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                product: {
                                    id: number;
                                    name: string;
                                    category: string;
                                    description: string;
                                    priceCents: number;
                                    discountPriceCents: number | null;
                                    image: string;
                                    rating: number;
                                    reviews: number;
                                    /** @enum {string} */
                                    productType: "buy_now" | "pre_order";
                                    /** @enum {string} */
                                    status: "in_stock" | "limited_stock" | "out_of_stock" | "coming_soon";
                                    isNew: boolean;
                                    isBestSeller: boolean;
                                    releaseDate: string | null;
                                    estimatedShippingDate: string | null;
                                    features: string[];
                                    servingSize: string | null;
                                    servingsPerContainer: number | null;
                                    ingredients: string | null;
                                };
                                quantity: number;
                                unitPriceCents: number;
                                lineTotalCents: number;
                            }[];
                            count: number;
                            subtotalCents: number;
                            taxCents: number;
                            shippingCents: number;
                            totalCents: number;
                        };
                    };
                };
                /** @description Bad quantity */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not in the cart */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not enough stock */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your orders, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Your orders */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: number;
                                /** @enum {string} */
                                status: "processing" | "shipped" | "delivered" | "pre_ordered" | "cancelled";
                                items: {
                                    productId: number;
                                    name: string;
                                    image: string;
                                    quantity: number;
                                    unitPriceCents: number;
                                    /** @enum {string} */
                                    productType: "buy_now" | "pre_order";
                                    releaseDate: string | null;
                                }[];
                                itemCount: number;
                                preOrderCount: number;
                                subtotalCents: number;
                                taxCents: number;
                                shippingCents: number;
                                totalCents: number;
                                refundedCents: number;
                                shippingAddress: {
                                    name: string;
                                    line1: string;
                                    line2: string | null;
                                    city: string;
                                    postalCode: string;
                                    country: string;
                                };
                                estimatedDelivery: string;
                                createdAt: string;
                                updatedAt: string;
                                canCancel: boolean;
                            }[];
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Check out the cart: prices and stock from the database, one transaction, then payment */
        post: {
            parameters: {
                query?: never;
                header: {
                    "idempotency-key": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        shippingAddress: {
                            name: string;
                            line1: string;
                            line2?: string | null;
                            city: string;
                            postalCode: string;
                            country: string;
                        };
                        card: {
                            cardName: string;
                            cardNumber: string;
                            expiryDate: string;
                            cvv: string;
                            billingAddress: string;
                            zipCode: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Placed and paid */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /** @enum {string} */
                            status: "processing" | "shipped" | "delivered" | "pre_ordered" | "cancelled";
                            items: {
                                productId: number;
                                name: string;
                                image: string;
                                quantity: number;
                                unitPriceCents: number;
                                /** @enum {string} */
                                productType: "buy_now" | "pre_order";
                                releaseDate: string | null;
                            }[];
                            itemCount: number;
                            preOrderCount: number;
                            subtotalCents: number;
                            taxCents: number;
                            shippingCents: number;
                            totalCents: number;
                            refundedCents: number;
                            shippingAddress: {
                                name: string;
                                line1: string;
                                line2: string | null;
                                city: string;
                                postalCode: string;
                                country: string;
                            };
                            estimatedDelivery: string;
                            createdAt: string;
                            updatedAt: string;
                            canCancel: boolean;
                        };
                    };
                };
                /** @description Invalid address or card */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Payment failed */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description A product sold out or can no longer be bought */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Empty cart */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of your orders */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The order */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /** @enum {string} */
                            status: "processing" | "shipped" | "delivered" | "pre_ordered" | "cancelled";
                            items: {
                                productId: number;
                                name: string;
                                image: string;
                                quantity: number;
                                unitPriceCents: number;
                                /** @enum {string} */
                                productType: "buy_now" | "pre_order";
                                releaseDate: string | null;
                            }[];
                            itemCount: number;
                            preOrderCount: number;
                            subtotalCents: number;
                            taxCents: number;
                            shippingCents: number;
                            totalCents: number;
                            refundedCents: number;
                            shippingAddress: {
                                name: string;
                                line1: string;
                                line2: string | null;
                                city: string;
                                postalCode: string;
                                country: string;
                            };
                            estimatedDelivery: string;
                            createdAt: string;
                            updatedAt: string;
                            canCancel: boolean;
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such order of yours */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel your order (only from processing or pre_ordered); its stock comes back and it is refunded */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Cancelled */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /** @enum {string} */
                            status: "processing" | "shipped" | "delivered" | "pre_ordered" | "cancelled";
                            items: {
                                productId: number;
                                name: string;
                                image: string;
                                quantity: number;
                                unitPriceCents: number;
                                /** @enum {string} */
                                productType: "buy_now" | "pre_order";
                                releaseDate: string | null;
                            }[];
                            itemCount: number;
                            preOrderCount: number;
                            subtotalCents: number;
                            taxCents: number;
                            shippingCents: number;
                            totalCents: number;
                            refundedCents: number;
                            shippingAddress: {
                                name: string;
                                line1: string;
                                line2: string | null;
                                city: string;
                                postalCode: string;
                                country: string;
                            };
                            estimatedDelivery: string;
                            createdAt: string;
                            updatedAt: string;
                            canCancel: boolean;
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such order of yours */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Too late to cancel */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every product with its stock (administrators only) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    sort?: "name" | "price" | "stock" | "updated";
                    dir?: "asc" | "desc";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Products */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: number;
                                name: string;
                                category: string;
                                description: string;
                                priceCents: number;
                                discountPriceCents: number | null;
                                image: string;
                                rating: number;
                                reviews: number;
                                /** @enum {string} */
                                productType: "buy_now" | "pre_order";
                                /** @enum {string} */
                                status: "in_stock" | "limited_stock" | "out_of_stock" | "coming_soon";
                                isNew: boolean;
                                isBestSeller: boolean;
                                releaseDate: string | null;
                                estimatedShippingDate: string | null;
                                features: string[];
                                servingSize: string | null;
                                servingsPerContainer: number | null;
                                ingredients: string | null;
                                stock: number;
                                updatedAt: string;
                            }[];
                            total: number;
                            page: number;
                            pageSize: number;
                        };
                    };
                };
                /** @description Invalid query */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not an administrator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Add a product (administrators only) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        category: string;
                        description: string;
                        priceCents: number;
                        /** @default null */
                        discountPriceCents?: number | null;
                        image: string;
                        /** @enum {string} */
                        productType: "buy_now" | "pre_order";
                        /** @enum {string} */
                        status: "in_stock" | "limited_stock" | "out_of_stock" | "coming_soon";
                        stock: number;
                        /** @default false */
                        isNew?: boolean;
                        /** @default false */
                        isBestSeller?: boolean;
                        /** @default null */
                        releaseDate?: string | null;
                        /** @default null */
                        estimatedShippingDate?: string | null;
                        /** @default [] */
                        features?: string[];
                        /** @default null */
                        servingSize?: string | null;
                        /** @default null */
                        servingsPerContainer?: number | null;
                        /** @default null */
                        ingredients?: string | null;
                    };
                };
            };
            responses: {
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            category: string;
                            description: string;
                            priceCents: number;
                            discountPriceCents: number | null;
                            image: string;
                            rating: number;
                            reviews: number;
                            /** @enum {string} */
                            productType: "buy_now" | "pre_order";
                            /** @enum {string} */
                            status: "in_stock" | "limited_stock" | "out_of_stock" | "coming_soon";
                            isNew: boolean;
                            isBestSeller: boolean;
                            releaseDate: string | null;
                            estimatedShippingDate: string | null;
                            features: string[];
                            servingSize: string | null;
                            servingsPerContainer: number | null;
                            ingredients: string | null;
                            stock: number;
                        };
                    };
                };
                /** @description Invalid product */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not an administrator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product with its stock, for the editor (administrators only) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The product */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            category: string;
                            description: string;
                            priceCents: number;
                            discountPriceCents: number | null;
                            image: string;
                            rating: number;
                            reviews: number;
                            /** @enum {string} */
                            productType: "buy_now" | "pre_order";
                            /** @enum {string} */
                            status: "in_stock" | "limited_stock" | "out_of_stock" | "coming_soon";
                            isNew: boolean;
                            isBestSeller: boolean;
                            releaseDate: string | null;
                            estimatedShippingDate: string | null;
                            features: string[];
                            servingSize: string | null;
                            servingsPerContainer: number | null;
                            ingredients: string | null;
                            stock: number;
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not an administrator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such product */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a product that has never been ordered (administrators only) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not an administrator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such product */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Has orders */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Change any of a product's fields: the stock row's status and stock, the editor's all (administrators only) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name?: string;
                        category?: string;
                        description?: string;
                        priceCents?: number;
                        discountPriceCents?: number | null;
                        image?: string;
                        /** @enum {string} */
                        productType?: "buy_now" | "pre_order";
                        /** @enum {string} */
                        status?: "in_stock" | "limited_stock" | "out_of_stock" | "coming_soon";
                        stock?: number;
                        isNew?: boolean;
                        isBestSeller?: boolean;
                        releaseDate?: string | null;
                        estimatedShippingDate?: string | null;
                        features?: string[];
                        servingSize?: string | null;
                        servingsPerContainer?: number | null;
                        ingredients?: string | null;
                    };
                };
            };
            responses: {
                /** @description Updated */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            category: string;
                            description: string;
                            priceCents: number;
                            discountPriceCents: number | null;
                            image: string;
                            rating: number;
                            reviews: number;
                            /** @enum {string} */
                            productType: "buy_now" | "pre_order";
                            /** @enum {string} */
                            status: "in_stock" | "limited_stock" | "out_of_stock" | "coming_soon";
                            isNew: boolean;
                            isBestSeller: boolean;
                            releaseDate: string | null;
                            estimatedShippingDate: string | null;
                            features: string[];
                            servingSize: string | null;
                            servingsPerContainer: number | null;
                            ingredients: string | null;
                            stock: number;
                        };
                    };
                };
                /** @description Invalid change */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not an administrator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such product */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/admin/articles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Articles, drafts included: title prefix, status and category; 50 a page (administrators only) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    sort?: "updated" | "title";
                    dir?: "asc" | "desc";
                    search?: string;
                    status?: "draft" | "published";
                    category?: "Nutrition" | "Mental Wellness" | "Recovery" | "Fitness" | "Gut Health" | "Sleep";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Articles */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: number;
                                slug: string;
                                title: string;
                                category: string;
                                /** @enum {string} */
                                status: "draft" | "published";
                                date: string;
                                readTime: number;
                                updatedAt: string;
                                publishedAt: string | null;
                            }[];
                            total: number;
                            page: number;
                            pageSize: number;
                        };
                    };
                };
                /** @description Bad query */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not an administrator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Write a new article, as a draft (administrators only) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        slug: string;
                        /** @enum {string} */
                        category: "Nutrition" | "Mental Wellness" | "Recovery" | "Fitness" | "Gut Health" | "Sleep";
                        readTime: number;
                        /** @enum {string} */
                        image: "/images/articles/nutrition.svg" | "/images/articles/mental-wellness.svg" | "/images/articles/recovery.svg" | "/images/articles/fitness.svg" | "/images/articles/gut-health.svg" | "/images/articles/sleep.svg";
                        description: string;
                        content: string;
                    };
                };
            };
            responses: {
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            slug: string;
                            title: string;
                            category: string;
                            /** @enum {string} */
                            status: "draft" | "published";
                            date: string;
                            readTime: number;
                            updatedAt: string;
                            publishedAt: string | null;
                            description: string;
                            image: string;
                            content: string;
                        };
                    };
                };
                /** @description Invalid article */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not an administrator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Slug already used */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/articles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One article, draft or published, with its Markdown body (administrators only) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The article */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            slug: string;
                            title: string;
                            category: string;
                            /** @enum {string} */
                            status: "draft" | "published";
                            date: string;
                            readTime: number;
                            updatedAt: string;
                            publishedAt: string | null;
                            description: string;
                            image: string;
                            content: string;
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not an administrator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such article */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        /** Change an article's title, slug, category, read time, cover, excerpt or body (administrators only) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        slug: string;
                        /** @enum {string} */
                        category: "Nutrition" | "Mental Wellness" | "Recovery" | "Fitness" | "Gut Health" | "Sleep";
                        readTime: number;
                        /** @enum {string} */
                        image: "/images/articles/nutrition.svg" | "/images/articles/mental-wellness.svg" | "/images/articles/recovery.svg" | "/images/articles/fitness.svg" | "/images/articles/gut-health.svg" | "/images/articles/sleep.svg";
                        description: string;
                        content: string;
                    };
                };
            };
            responses: {
                /** @description Updated */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            slug: string;
                            title: string;
                            category: string;
                            /** @enum {string} */
                            status: "draft" | "published";
                            date: string;
                            readTime: number;
                            updatedAt: string;
                            publishedAt: string | null;
                            description: string;
                            image: string;
                            content: string;
                        };
                    };
                };
                /** @description Invalid article */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not an administrator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such article */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Slug already used */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/articles/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish an article: on the knowledge centre, in its search and at its address (administrators only) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Published */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            slug: string;
                            title: string;
                            category: string;
                            /** @enum {string} */
                            status: "draft" | "published";
                            date: string;
                            readTime: number;
                            updatedAt: string;
                            publishedAt: string | null;
                            description: string;
                            image: string;
                            content: string;
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not an administrator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such article */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/articles/{id}/unpublish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take an article back to a draft: gone for the public (administrators only) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Unpublished */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            slug: string;
                            title: string;
                            category: string;
                            /** @enum {string} */
                            status: "draft" | "published";
                            date: string;
                            readTime: number;
                            updatedAt: string;
                            publishedAt: string | null;
                            description: string;
                            image: string;
                            content: string;
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not an administrator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such article */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/testimonials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every testimonial, shown or hidden, newest change first; 50 a page (administrators only) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    sort?: "updated";
                    dir?: "asc" | "desc";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Testimonials */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: number;
                                name: string | null;
                                testimonial: string;
                                location: string | null;
                                rating: number | null;
                                published: boolean;
                                updatedAt: string;
                            }[];
                            total: number;
                            page: number;
                            pageSize: number;
                        };
                    };
                };
                /** @description Bad query */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not an administrator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/testimonials/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a testimonial, or show or hide it on the home page (administrators only) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string | null;
                        testimonial: string;
                        location: string | null;
                        rating: number | null;
                        published: boolean;
                    };
                };
            };
            responses: {
                /** @description Updated */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string | null;
                            testimonial: string;
                            location: string | null;
                            rating: number | null;
                            published: boolean;
                            updatedAt: string;
                        };
                    };
                };
                /** @description Invalid testimonial */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not an administrator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such testimonial */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/home-texts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The home page's hero and partner call-to-action texts (administrators only) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Home page texts */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            hero: {
                                title: string;
                                subtitle: string;
                                ctaText: string;
                            };
                            partnerCta: {
                                title: string;
                                description: string;
                                ctaText: string;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not an administrator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not seeded */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        /** Change the home page's hero and partner call-to-action texts (administrators only) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        hero: {
                            title: string;
                            subtitle: string;
                            ctaText: string;
                        };
                        partnerCta: {
                            title: string;
                            description: string;
                            ctaText: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Updated */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            hero: {
                                title: string;
                                subtitle: string;
                                ctaText: string;
                            };
                            partnerCta: {
                                title: string;
                                description: string;
                                ctaText: string;
                            };
                        };
                    };
                };
                /** @description Invalid texts */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not an administrator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not seeded */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews/{id}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report a review to the operator, once per review (a second report answers with the first) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Already reported by you */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            reviewId: number;
                            reportedAt: string;
                        };
                    };
                };
                /** @description Reported */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            reviewId: number;
                            reportedAt: string;
                        };
                    };
                };
                /** @description Invalid reason */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such review (or it is hidden) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Your own review */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reviews/reported": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reviews with open reports, oldest report first, with their count and reasons (administrators only) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    sort?: "reported";
                    dir?: "asc" | "desc";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of the queue */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: number;
                                rating: number;
                                comment: string | null;
                                guestName: string;
                                createdAt: string;
                                property: {
                                    id: number;
                                    name: string;
                                };
                                room: {
                                    id: number;
                                    title: string;
                                };
                                reportCount: number;
                                firstReportedAt: string;
                                reasons: string[];
                            }[];
                            total: number;
                            page: number;
                            pageSize: number;
                        };
                    };
                };
                /** @description Bad parameter */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not an administrator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reviews/{id}/hide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hide a review: off the stay page, out of the room's rating; closes its reports (administrators only) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Hidden */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            hidden: boolean;
                            closedReports: number;
                            room: {
                                id: number;
                                rating: number | null;
                                reviewCount: number;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not an administrator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such review */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Already hidden */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reviews/{id}/keep": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Keep a reported review and close its open reports (administrators only) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Kept */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            hidden: boolean;
                            closedReports: number;
                            room: {
                                id: number;
                                rating: number | null;
                                reviewCount: number;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not an administrator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such review */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No open reports */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reviews/hidden": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reviews hidden now, the latest hidden first, with the reasons reported (administrators only) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    sort?: "hidden";
                    dir?: "asc" | "desc";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of hidden reviews */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: number;
                                rating: number;
                                comment: string | null;
                                guestName: string;
                                createdAt: string;
                                property: {
                                    id: number;
                                    name: string;
                                };
                                room: {
                                    id: number;
                                    title: string;
                                };
                                hiddenAt: string;
                                hiddenBy: string | null;
                                reasons: string[];
                            }[];
                            total: number;
                            page: number;
                            pageSize: number;
                        };
                    };
                };
                /** @description Bad parameter */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not an administrator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reviews/{id}/unhide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Show a hidden review again: back on the stay page and in the room's rating; a visible one is left as it is (administrators only) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Shown */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            hidden: boolean;
                            closedReports: number;
                            room: {
                                id: number;
                                rating: number | null;
                                reviewCount: number;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not an administrator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such review */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/organisations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Partner organisations, by name prefix (q), with member and property counts (administrators only) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    sort?: "name" | "created";
                    dir?: "asc" | "desc";
                    q?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of organisations */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: number;
                                name: string;
                                createdAt: string;
                                memberCount: number;
                                propertyCount: number;
                            }[];
                            total: number;
                            page: number;
                            pageSize: number;
                        };
                    };
                };
                /** @description Bad parameter */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not an administrator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/organisations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An organisation with its members and properties (administrators only) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The organisation */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            createdAt: string;
                            memberCount: number;
                            propertyCount: number;
                            members: {
                                userId: string;
                                name: string;
                                email: string;
                                role: string;
                                joinedAt: string;
                            }[];
                            properties: {
                                id: number;
                                name: string;
                                city: string;
                                country: string;
                                published: boolean;
                                roomCount: number;
                            }[];
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not an administrator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such organisation */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/properties/{id}/unpublish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take a property out of search and off its pages (administrators only) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The property */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            city: string;
                            country: string;
                            published: boolean;
                            roomCount: number;
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not an administrator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such property */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/properties/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish a property again; it needs a room (administrators only) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The property */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            city: string;
                            country: string;
                            published: boolean;
                            roomCount: number;
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not an administrator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such property */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description The property has no room */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations/{id}/messages/{messageId}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report the host's message to Restora's team */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    messageId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        reason: "harassment" | "spam" | "scam" | "inappropriate" | "other";
                        note?: string;
                    };
                };
            };
            responses: {
                /** @description Already reported by you, still open */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            messageId: number;
                            conversationId: number;
                            reportedAt: string;
                        };
                    };
                };
                /** @description Reported */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            messageId: number;
                            conversationId: number;
                            reportedAt: string;
                        };
                    };
                };
                /** @description Invalid fields, each named */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such conversation of yours, or no such message shown in it */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description A message of your own side */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Too many reports in a short time (Retry-After) */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/conversations/{id}/messages/{messageId}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report the guest's message to Restora's team */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    messageId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        reason: "harassment" | "spam" | "scam" | "inappropriate" | "other";
                        note?: string;
                    };
                };
            };
            responses: {
                /** @description Already reported by you, still open */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            messageId: number;
                            conversationId: number;
                            reportedAt: string;
                        };
                    };
                };
                /** @description Reported */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            messageId: number;
                            conversationId: number;
                            reportedAt: string;
                        };
                    };
                };
                /** @description Invalid fields, each named */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not a member of any partner organisation */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such conversation of yours, or no such message shown in it */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description A message of your own side */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Too many reports in a short time (Retry-After) */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/messages/reported": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reported conversation messages, open or resolved, the latest report first (administrators only) */
        get: {
            parameters: {
                query?: {
                    status?: "open" | "resolved";
                    page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of the queue */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                messageId: number;
                                conversationId: number;
                                /** @enum {string} */
                                side: "guest" | "partner";
                                senderName: string | null;
                                excerpt: string;
                                hidden: boolean;
                                property: {
                                    id: number;
                                    name: string;
                                };
                                organisation: {
                                    id: number;
                                    name: string;
                                };
                                reportCount: number;
                                reasons: ("harassment" | "spam" | "scam" | "inappropriate" | "other")[];
                                lastReportedAt: string;
                            }[];
                            total: number;
                            page: number;
                            pageSize: number;
                        };
                    };
                };
                /** @description Bad parameter */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not an administrator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/conversations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A reported conversation with its messages (hidden ones marked) and reports; only a thread with a report (administrators only) */
        get: {
            parameters: {
                query?: {
                    before?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The thread */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            property: {
                                id: number;
                                name: string;
                            };
                            organisation: {
                                id: number;
                                name: string;
                            };
                            guestName: string | null;
                            /** @enum {string} */
                            status: "open" | "closed";
                            bookingId: number | null;
                            messages: {
                                id: number;
                                /** @enum {string} */
                                side: "guest" | "partner";
                                sender: {
                                    id: string;
                                    name: string;
                                    suspended: boolean;
                                } | null;
                                body: string;
                                createdAt: string;
                                hiddenAt: string | null;
                                reports: {
                                    id: number;
                                    /** @enum {string} */
                                    reason: "harassment" | "spam" | "scam" | "inappropriate" | "other";
                                    note: string | null;
                                    /** @enum {string} */
                                    reporterSide: "guest" | "partner";
                                    createdAt: string;
                                    /** @enum {string|null} */
                                    resolution: "hidden" | "dismissed" | null;
                                    resolvedAt: string | null;
                                }[];
                            }[];
                            hasEarlier: boolean;
                        };
                    };
                };
                /** @description Bad parameter */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not an administrator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No reported conversation by that id (any other is not shown) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/conversations/{id}/messages/{messageId}/hide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hide a message of a reported thread and close its open reports (administrators only) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    messageId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description What it did */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            messageId: number;
                            hidden: boolean;
                            closedReports: number;
                        };
                    };
                };
                /** @description Bad parameter */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not an administrator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No reported conversation, or no such message in it */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/conversations/{id}/messages/{messageId}/unhide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Show a hidden message of a reported thread again (administrators only) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    messageId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description What it did */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            messageId: number;
                            hidden: boolean;
                            closedReports: number;
                        };
                    };
                };
                /** @description Bad parameter */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not an administrator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No reported conversation, or no such message in it */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/conversations/{id}/messages/{messageId}/dismiss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Keep a message as it is and close its open reports (administrators only) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    messageId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description What it did */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            messageId: number;
                            hidden: boolean;
                            closedReports: number;
                        };
                    };
                };
                /** @description Bad parameter */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not an administrator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No reported conversation, or no such message in it */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/conversations/{id}/messages/{messageId}/suspend-sender": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Suspend the account that sent a message of a reported thread (administrators only) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    messageId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Suspended */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            userId: string;
                            suspendedAt: string;
                        };
                    };
                };
                /** @description Bad parameter */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not an administrator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No reported conversation, or no such message in it */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description The sender is gone, is you, or is the last administrator */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The outbox, newest first, by status and recipient (administrators only) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    sort?: "created";
                    dir?: "asc" | "desc";
                    status?: "pending" | "sent" | "failed";
                    recipient?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of messages */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: number;
                                kind: string;
                                subject: string;
                                recipient: string;
                                /** @enum {string} */
                                status: "pending" | "sent" | "failed";
                                attempts: number;
                                lastError: string | null;
                                createdAt: string;
                                nextAttemptAt: string;
                                sentAt: string | null;
                            }[];
                            total: number;
                            page: number;
                            pageSize: number;
                        };
                    };
                };
                /** @description Bad parameter */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not an administrator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/messages/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a failed message again (administrators only) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Pending again */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            kind: string;
                            subject: string;
                            recipient: string;
                            /** @enum {string} */
                            status: "pending" | "sent" | "failed";
                            attempts: number;
                            lastError: string | null;
                            createdAt: string;
                            nextAttemptAt: string;
                            sentAt: string | null;
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not an administrator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such message */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not a failed message */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Background jobs, newest first, by status and queue (administrators only) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    sort?: "created";
                    dir?: "asc" | "desc";
                    status?: "queued" | "running" | "done" | "failed";
                    queue?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of jobs */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: number;
                                queue: string;
                                /** @enum {string} */
                                status: "queued" | "running" | "done" | "failed";
                                attempts: number;
                                runAt: string;
                                lastError: string | null;
                                createdAt: string;
                                startedAt: string | null;
                                finishedAt: string | null;
                            }[];
                            total: number;
                            page: number;
                            pageSize: number;
                        };
                    };
                };
                /** @description Bad parameter */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not an administrator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/jobs/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Run a failed job again; a failed message it sends is pending again too (administrators only) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Queued again */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            queue: string;
                            /** @enum {string} */
                            status: "queued" | "running" | "done" | "failed";
                            attempts: number;
                            runAt: string;
                            lastError: string | null;
                            createdAt: string;
                            startedAt: string | null;
                            finishedAt: string | null;
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not an administrator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such job */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not a failed job */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Today's and this month's figures and the last 90 days, in UTC (administrators only) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The overview */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            today: {
                                stayBookings: number;
                                serviceBookings: number;
                                orders: number;
                                revenueCents: number;
                                refundsCents: number;
                            };
                            month: {
                                stayBookings: number;
                                serviceBookings: number;
                                orders: number;
                                revenueCents: number;
                                refundsCents: number;
                            };
                            days: {
                                date: string;
                                bookings: number;
                                orders: number;
                                revenueCents: number;
                                refundsCents: number;
                            }[];
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not an administrator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Accounts, 50 a page, searched by the start of the e-mail or name (administrators only) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    sort?: "created" | "email";
                    dir?: "asc" | "desc";
                    q?: string;
                    role?: "guest" | "admin";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of accounts */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: string;
                                name: string;
                                email: string;
                                /** @enum {string} */
                                role: "guest" | "admin";
                                emailVerified: boolean;
                                suspended: boolean;
                                deleted: boolean;
                                createdAt: string;
                                bookings: number;
                                orders: number;
                            }[];
                            total: number;
                            page: number;
                            pageSize: number;
                        };
                    };
                };
                /** @description Invalid query */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not an administrator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One account with its latest bookings and orders (administrators only) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The account */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            email: string;
                            /** @enum {string} */
                            role: "guest" | "admin";
                            emailVerified: boolean;
                            suspended: boolean;
                            deleted: boolean;
                            createdAt: string;
                            bookings: number;
                            orders: number;
                            suspendedAt: string | null;
                            isPartner: boolean;
                            recentBookings: {
                                id: number;
                                /** @enum {string} */
                                kind: "stay" | "service";
                                status: string;
                                checkIn: string;
                                checkOut: string | null;
                                totalCents: number;
                                createdAt: string;
                            }[];
                            recentOrders: {
                                id: number;
                                status: string;
                                totalCents: number;
                                createdAt: string;
                            }[];
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not an administrator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Make an account an administrator or a guest; never the last administrator (administrators only) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        role: "guest" | "admin";
                    };
                };
            };
            responses: {
                /** @description The account with its new role */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            email: string;
                            /** @enum {string} */
                            role: "guest" | "admin";
                            emailVerified: boolean;
                            suspended: boolean;
                            deleted: boolean;
                            createdAt: string;
                            bookings: number;
                            orders: number;
                            suspendedAt: string | null;
                            isPartner: boolean;
                            recentBookings: {
                                id: number;
                                /** @enum {string} */
                                kind: "stay" | "service";
                                status: string;
                                checkIn: string;
                                checkOut: string | null;
                                totalCents: number;
                                createdAt: string;
                            }[];
                            recentOrders: {
                                id: number;
                                status: string;
                                totalCents: number;
                                createdAt: string;
                            }[];
                        };
                    };
                };
                /** @description Invalid role */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not an administrator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description The last administrator */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Suspend an account: its sessions end and it cannot sign in (administrators only) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The account, suspended */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            email: string;
                            /** @enum {string} */
                            role: "guest" | "admin";
                            emailVerified: boolean;
                            suspended: boolean;
                            deleted: boolean;
                            createdAt: string;
                            bookings: number;
                            orders: number;
                            suspendedAt: string | null;
                            isPartner: boolean;
                            recentBookings: {
                                id: number;
                                /** @enum {string} */
                                kind: "stay" | "service";
                                status: string;
                                checkIn: string;
                                checkOut: string | null;
                                totalCents: number;
                                createdAt: string;
                            }[];
                            recentOrders: {
                                id: number;
                                status: string;
                                totalCents: number;
                                createdAt: string;
                            }[];
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not an administrator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Your own account, or the last administrator */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/unsuspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Let a suspended account sign in again (administrators only) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The account, no longer suspended */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            email: string;
                            /** @enum {string} */
                            role: "guest" | "admin";
                            emailVerified: boolean;
                            suspended: boolean;
                            deleted: boolean;
                            createdAt: string;
                            bookings: number;
                            orders: number;
                            suspendedAt: string | null;
                            isPartner: boolean;
                            recentBookings: {
                                id: number;
                                /** @enum {string} */
                                kind: "stay" | "service";
                                status: string;
                                checkIn: string;
                                checkOut: string | null;
                                totalCents: number;
                                createdAt: string;
                            }[];
                            recentOrders: {
                                id: number;
                                status: string;
                                totalCents: number;
                                createdAt: string;
                            }[];
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not an administrator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every stay and service booking, searched and sorted, 50 a page (administrators only) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    sort?: "created" | "checkIn" | "total";
                    dir?: "asc" | "desc";
                    email?: string;
                    id?: number;
                    propertyId?: number;
                    status?: "pending" | "confirmed" | "payment_failed" | "cancelled" | "requested" | "declined" | "expired";
                    kind?: "stay" | "service";
                    from?: string;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of bookings, with the total count */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: number;
                                /** @enum {string} */
                                kind: "stay" | "service";
                                /** @enum {string} */
                                status: "pending" | "confirmed" | "payment_failed" | "cancelled" | "requested" | "declined" | "expired";
                                guestName: string;
                                guestEmail: string;
                                propertyId: number | null;
                                propertyName: string | null;
                                title: string;
                                checkIn: string;
                                checkOut: string | null;
                                totalCents: number;
                                refundedCents: number;
                                createdAt: string;
                            }[];
                            total: number;
                            page: number;
                            pageSize: number;
                        };
                    };
                };
                /** @description Invalid filter, each named */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not an administrator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bookings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A booking with its payment and refunds (administrators only) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The booking */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /** @enum {string} */
                            kind: "stay" | "service";
                            /** @enum {string} */
                            status: "pending" | "confirmed" | "payment_failed" | "cancelled" | "requested" | "declined" | "expired";
                            guestName: string;
                            guestEmail: string;
                            propertyId: number | null;
                            propertyName: string | null;
                            title: string;
                            checkIn: string;
                            checkOut: string | null;
                            totalCents: number;
                            refundedCents: number;
                            createdAt: string;
                            guests: number | null;
                            lines: {
                                label: string;
                                amountCents: number;
                            }[];
                            /** @enum {string|null} */
                            cancelledBy: "guest" | "partner" | "operator" | null;
                            cancellationReason: string | null;
                            cancelledAt: string | null;
                            payment: {
                                id: number;
                                amountCents: number;
                                /** @enum {string} */
                                status: "pending" | "succeeded" | "failed" | "authorized" | "voided";
                                provider: string;
                                providerRef: string | null;
                                card: string;
                                failureReason: string | null;
                                createdAt: string;
                                settledAt: string | null;
                            };
                            refunds: {
                                id: number;
                                amountCents: number;
                                /** @enum {string} */
                                status: "pending" | "succeeded" | "failed";
                                reason: string;
                                /** @enum {string} */
                                requestedBy: "guest" | "partner" | "operator";
                                requestedByName: string | null;
                                requestedByEmail: string | null;
                                providerRef: string | null;
                                failureReason: string | null;
                                createdAt: string;
                                settledAt: string | null;
                            }[];
                            refundableCents: number;
                            canCancel: boolean;
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not an administrator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such booking */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bookings/{id}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refund all that is left of a booking (no amount) or part of it, cancelling it or not; the guest is mailed (administrators only) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amountCents?: number;
                        reason: string;
                        cancel: boolean;
                    };
                };
            };
            responses: {
                /** @description Refunded, with the refund as the provider answered */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /** @enum {string} */
                            kind: "stay" | "service";
                            /** @enum {string} */
                            status: "pending" | "confirmed" | "payment_failed" | "cancelled" | "requested" | "declined" | "expired";
                            guestName: string;
                            guestEmail: string;
                            propertyId: number | null;
                            propertyName: string | null;
                            title: string;
                            checkIn: string;
                            checkOut: string | null;
                            totalCents: number;
                            refundedCents: number;
                            createdAt: string;
                            guests: number | null;
                            lines: {
                                label: string;
                                amountCents: number;
                            }[];
                            /** @enum {string|null} */
                            cancelledBy: "guest" | "partner" | "operator" | null;
                            cancellationReason: string | null;
                            cancelledAt: string | null;
                            payment: {
                                id: number;
                                amountCents: number;
                                /** @enum {string} */
                                status: "pending" | "succeeded" | "failed" | "authorized" | "voided";
                                provider: string;
                                providerRef: string | null;
                                card: string;
                                failureReason: string | null;
                                createdAt: string;
                                settledAt: string | null;
                            };
                            refunds: {
                                id: number;
                                amountCents: number;
                                /** @enum {string} */
                                status: "pending" | "succeeded" | "failed";
                                reason: string;
                                /** @enum {string} */
                                requestedBy: "guest" | "partner" | "operator";
                                requestedByName: string | null;
                                requestedByEmail: string | null;
                                providerRef: string | null;
                                failureReason: string | null;
                                createdAt: string;
                                settledAt: string | null;
                            }[];
                            refundableCents: number;
                            canCancel: boolean;
                        };
                    };
                };
                /** @description No reason, or an amount that is not whole cents */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not an administrator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such booking */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description More than is left to refund, or the booking changed meanwhile */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not paid, or (to cancel) not confirmed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/refunds/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask the provider again for a failed refund, with its own idempotency key (administrators only) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The refund as the provider answered this time */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            amountCents: number;
                            /** @enum {string} */
                            status: "pending" | "succeeded" | "failed";
                            reason: string;
                            /** @enum {string} */
                            requestedBy: "guest" | "partner" | "operator";
                            requestedByName: string | null;
                            requestedByEmail: string | null;
                            providerRef: string | null;
                            failureReason: string | null;
                            createdAt: string;
                            settledAt: string | null;
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not an administrator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such refund */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description The refund has not failed */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every order, searched and sorted, 50 a page (administrators only) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    sort?: "created" | "total";
                    dir?: "asc" | "desc";
                    email?: string;
                    id?: number;
                    status?: "processing" | "shipped" | "delivered" | "pre_ordered" | "cancelled";
                    from?: string;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of orders, with the total count */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: number;
                                /** @enum {string} */
                                status: "processing" | "shipped" | "delivered" | "pre_ordered" | "cancelled";
                                customerName: string;
                                customerEmail: string;
                                itemCount: number;
                                totalCents: number;
                                refundedCents: number;
                                createdAt: string;
                            }[];
                            total: number;
                            page: number;
                            pageSize: number;
                        };
                    };
                };
                /** @description Invalid filter, each named */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not an administrator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An order with its lines, payment and refunds (administrators only) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The order */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /** @enum {string} */
                            status: "processing" | "shipped" | "delivered" | "pre_ordered" | "cancelled";
                            customerName: string;
                            customerEmail: string;
                            itemCount: number;
                            totalCents: number;
                            refundedCents: number;
                            createdAt: string;
                            lines: {
                                productId: number;
                                name: string;
                                quantity: number;
                                unitPriceCents: number;
                            }[];
                            subtotalCents: number;
                            taxCents: number;
                            shippingCents: number;
                            shippingAddress: {
                                name: string;
                                line1: string;
                                line2: string | null;
                                city: string;
                                postalCode: string;
                                country: string;
                            };
                            updatedAt: string;
                            payment: {
                                id: number;
                                amountCents: number;
                                /** @enum {string} */
                                status: "pending" | "succeeded" | "failed" | "authorized" | "voided";
                                provider: string;
                                providerRef: string | null;
                                card: string;
                                failureReason: string | null;
                                createdAt: string;
                                settledAt: string | null;
                            };
                            refunds: {
                                id: number;
                                amountCents: number;
                                /** @enum {string} */
                                status: "pending" | "succeeded" | "failed";
                                reason: string;
                                /** @enum {string} */
                                requestedBy: "guest" | "partner" | "operator";
                                requestedByName: string | null;
                                requestedByEmail: string | null;
                                providerRef: string | null;
                                failureReason: string | null;
                                createdAt: string;
                                settledAt: string | null;
                            }[];
                            refundableCents: number;
                            /** @enum {string|null} */
                            nextStatus: "processing" | "shipped" | "delivered" | "pre_ordered" | "cancelled" | null;
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not an administrator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such order */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move an order one step (shipped, then delivered); the customer is mailed (administrators only) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "processing" | "shipped" | "delivered" | "pre_ordered" | "cancelled";
                    };
                };
            };
            responses: {
                /** @description Moved */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /** @enum {string} */
                            status: "processing" | "shipped" | "delivered" | "pre_ordered" | "cancelled";
                            customerName: string;
                            customerEmail: string;
                            itemCount: number;
                            totalCents: number;
                            refundedCents: number;
                            createdAt: string;
                            lines: {
                                productId: number;
                                name: string;
                                quantity: number;
                                unitPriceCents: number;
                            }[];
                            subtotalCents: number;
                            taxCents: number;
                            shippingCents: number;
                            shippingAddress: {
                                name: string;
                                line1: string;
                                line2: string | null;
                                city: string;
                                postalCode: string;
                                country: string;
                            };
                            updatedAt: string;
                            payment: {
                                id: number;
                                amountCents: number;
                                /** @enum {string} */
                                status: "pending" | "succeeded" | "failed" | "authorized" | "voided";
                                provider: string;
                                providerRef: string | null;
                                card: string;
                                failureReason: string | null;
                                createdAt: string;
                                settledAt: string | null;
                            };
                            refunds: {
                                id: number;
                                amountCents: number;
                                /** @enum {string} */
                                status: "pending" | "succeeded" | "failed";
                                reason: string;
                                /** @enum {string} */
                                requestedBy: "guest" | "partner" | "operator";
                                requestedByName: string | null;
                                requestedByEmail: string | null;
                                providerRef: string | null;
                                failureReason: string | null;
                                createdAt: string;
                                settledAt: string | null;
                            }[];
                            refundableCents: number;
                            /** @enum {string|null} */
                            nextStatus: "processing" | "shipped" | "delivered" | "pre_ordered" | "cancelled" | null;
                        };
                    };
                };
                /** @description Not a status */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not an administrator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such order */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not the next step of this order */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refund all that is left of an order (no amount) or part of it; the customer is mailed (administrators only) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amountCents?: number;
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Refunded, with the refund as the provider answered */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /** @enum {string} */
                            status: "processing" | "shipped" | "delivered" | "pre_ordered" | "cancelled";
                            customerName: string;
                            customerEmail: string;
                            itemCount: number;
                            totalCents: number;
                            refundedCents: number;
                            createdAt: string;
                            lines: {
                                productId: number;
                                name: string;
                                quantity: number;
                                unitPriceCents: number;
                            }[];
                            subtotalCents: number;
                            taxCents: number;
                            shippingCents: number;
                            shippingAddress: {
                                name: string;
                                line1: string;
                                line2: string | null;
                                city: string;
                                postalCode: string;
                                country: string;
                            };
                            updatedAt: string;
                            payment: {
                                id: number;
                                amountCents: number;
                                /** @enum {string} */
                                status: "pending" | "succeeded" | "failed" | "authorized" | "voided";
                                provider: string;
                                providerRef: string | null;
                                card: string;
                                failureReason: string | null;
                                createdAt: string;
                                settledAt: string | null;
                            };
                            refunds: {
                                id: number;
                                amountCents: number;
                                /** @enum {string} */
                                status: "pending" | "succeeded" | "failed";
                                reason: string;
                                /** @enum {string} */
                                requestedBy: "guest" | "partner" | "operator";
                                requestedByName: string | null;
                                requestedByEmail: string | null;
                                providerRef: string | null;
                                failureReason: string | null;
                                createdAt: string;
                                settledAt: string | null;
                            }[];
                            refundableCents: number;
                            /** @enum {string|null} */
                            nextStatus: "processing" | "shipped" | "delivered" | "pre_ordered" | "cancelled" | null;
                        };
                    };
                };
                /** @description No reason, or an amount that is not whole cents */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not an administrator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such order */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description More than is left to refund */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not paid */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/retreats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every retreat, searched and filtered by status, newest start first, 20 a page (administrators only) */
        get: {
            parameters: {
                query?: {
                    search?: string;
                    status?: "draft" | "published" | "cancelled";
                    page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of retreats, with the total count */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: number;
                                title: string;
                                propertyId: number;
                                propertyName: string;
                                organisationName: string | null;
                                startDate: string;
                                endDate: string;
                                /** @enum {string} */
                                status: "draft" | "published" | "cancelled";
                                spotsTotal: number;
                                spotsTaken: number;
                                confirmedPlaces: number;
                                places: number;
                                moneyTakenCents: number;
                                cancellationReason: string | null;
                            }[];
                            total: number;
                            page: number;
                            pageSize: number;
                        };
                    };
                };
                /** @description Invalid filter, each named */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not an administrator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/retreat-bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retreat places with their payment history: of one retreat, or those whose balance charge failed (administrators only) */
        get: {
            parameters: {
                query?: {
                    retreatId?: number;
                    balance?: "failed";
                    search?: string;
                    page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of places, with the total count */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: number;
                                retreatId: number;
                                retreatTitle: string;
                                startDate: string;
                                guestName: string;
                                guestEmail: string;
                                optionName: string;
                                people: number;
                                /** @enum {string} */
                                status: "pending" | "confirmed" | "cancelled" | "payment_failed" | "requested" | "declined" | "expired";
                                totalCents: number;
                                depositCents: number;
                                balanceCents: number;
                                /** @enum {string} */
                                balanceStatus: "none" | "scheduled" | "paid" | "failed";
                                balanceDueDate: string | null;
                                balanceNextTryOn: string | null;
                                balanceAttempts: number;
                                paidCents: number;
                                refundedCents: number;
                                refundableCents: number;
                                /** @enum {string|null} */
                                cancelledBy: "guest" | "partner" | "operator" | null;
                                cancellationReason: string | null;
                                createdAt: string;
                                payments: {
                                    id: number;
                                    amountCents: number;
                                    /** @enum {string} */
                                    status: "pending" | "succeeded" | "failed" | "authorized" | "voided";
                                    provider: string;
                                    providerRef: string | null;
                                    card: string;
                                    failureReason: string | null;
                                    createdAt: string;
                                    settledAt: string | null;
                                    /** @enum {string} */
                                    kind: "deposit" | "balance";
                                }[];
                                refunds: {
                                    id: number;
                                    amountCents: number;
                                    /** @enum {string} */
                                    status: "pending" | "succeeded" | "failed";
                                    reason: string;
                                    /** @enum {string} */
                                    requestedBy: "guest" | "partner" | "operator";
                                    requestedByName: string | null;
                                    requestedByEmail: string | null;
                                    providerRef: string | null;
                                    failureReason: string | null;
                                    createdAt: string;
                                    settledAt: string | null;
                                    paymentId: number;
                                }[];
                            }[];
                            total: number;
                            page: number;
                            pageSize: number;
                        };
                    };
                };
                /** @description Invalid filter, each named */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not an administrator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/retreat-bookings/{id}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refund all that is left of a retreat place ("rest") or part of it, cancelling it or not (administrators only) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amountCents: "rest" | number;
                        /** @default true */
                        cancel?: boolean;
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Refunded, with the refunds as the provider answered */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            retreatId: number;
                            retreatTitle: string;
                            startDate: string;
                            guestName: string;
                            guestEmail: string;
                            optionName: string;
                            people: number;
                            /** @enum {string} */
                            status: "pending" | "confirmed" | "cancelled" | "payment_failed" | "requested" | "declined" | "expired";
                            totalCents: number;
                            depositCents: number;
                            balanceCents: number;
                            /** @enum {string} */
                            balanceStatus: "none" | "scheduled" | "paid" | "failed";
                            balanceDueDate: string | null;
                            balanceNextTryOn: string | null;
                            balanceAttempts: number;
                            paidCents: number;
                            refundedCents: number;
                            refundableCents: number;
                            /** @enum {string|null} */
                            cancelledBy: "guest" | "partner" | "operator" | null;
                            cancellationReason: string | null;
                            createdAt: string;
                            payments: {
                                id: number;
                                amountCents: number;
                                /** @enum {string} */
                                status: "pending" | "succeeded" | "failed" | "authorized" | "voided";
                                provider: string;
                                providerRef: string | null;
                                card: string;
                                failureReason: string | null;
                                createdAt: string;
                                settledAt: string | null;
                                /** @enum {string} */
                                kind: "deposit" | "balance";
                            }[];
                            refunds: {
                                id: number;
                                amountCents: number;
                                /** @enum {string} */
                                status: "pending" | "succeeded" | "failed";
                                reason: string;
                                /** @enum {string} */
                                requestedBy: "guest" | "partner" | "operator";
                                requestedByName: string | null;
                                requestedByEmail: string | null;
                                providerRef: string | null;
                                failureReason: string | null;
                                createdAt: string;
                                settledAt: string | null;
                                paymentId: number;
                            }[];
                        };
                    };
                };
                /** @description No reason, or an amount that is not whole cents */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not an administrator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such place */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description More than is left to refund, or already cancelled */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not paid */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/retreats/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a retreat: its room nights are freed and every confirmed place is cancelled and refunded in full by a job (administrators only) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Cancelled, with the places queued */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /** @enum {string} */
                            status: "draft" | "published" | "cancelled";
                            placesQueued: number;
                        };
                    };
                };
                /** @description No reason */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not an administrator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such retreat */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Already cancelled */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Subscribe an e-mail address to the newsletter (a repeat is a success, stored once) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        /**
                         * @default footer
                         * @enum {string}
                         */
                        source?: "footer" | "knowledge";
                    };
                };
            };
            responses: {
                /** @description Subscribed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            subscribed: true;
                            alreadySubscribed: boolean;
                        };
                    };
                };
                /** @description Invalid e-mail */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Too many sign-ups from this address (Retry-After says when to try again) */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quiz/recommendations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The discovery quiz's suggestions: stays within the budget for the trip's nights, services and products, each with one line on why */
        get: {
            parameters: {
                query: {
                    focus: string;
                    environment: string;
                    intensity: string;
                    duration: string;
                    budget: string;
                    activities?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Stays, then services, then products, each best first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** @enum {string} */
                                kind: "stay" | "retreat" | "service" | "product";
                                id: number;
                                title: string;
                                subtitle: string;
                                category: string;
                                image: string;
                                photo: {
                                    id: number;
                                    alt: string;
                                    width: number;
                                    height: number;
                                    sizes: {
                                        width: number;
                                        height: number;
                                        avif: string;
                                        webp: string;
                                    }[];
                                } | null;
                                priceCents: number;
                                rating: number | null;
                                reason: string;
                                shop: {
                                    /** @enum {string} */
                                    productType: "buy_now" | "pre_order";
                                    /** @enum {string} */
                                    status: "in_stock" | "limited_stock" | "out_of_stock" | "coming_soon";
                                } | null;
                            }[];
                        };
                    };
                };
                /** @description An answer is missing or not one of the quiz values */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/journey/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your journey plans, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Your plans */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: number;
                                name: string;
                                description: string;
                                startDate: string | null;
                                endDate: string | null;
                                itemCount: number;
                                createdAt: string;
                                updatedAt: string;
                            }[];
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Start a plan ('New Wellness Journey' unless named) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name?: string;
                        description?: string;
                        startDate?: string | null;
                        endDate?: string | null;
                    };
                };
            };
            responses: {
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            description: string;
                            startDate: string | null;
                            endDate: string | null;
                            itemCount: number;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description Invalid fields */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Too many plans */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/journey/plans/{planId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One plan with its items in order (items whose stay, service or product is gone are skipped) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    planId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The plan */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            description: string;
                            startDate: string | null;
                            endDate: string | null;
                            itemCount: number;
                            createdAt: string;
                            updatedAt: string;
                            items: {
                                id: number;
                                /** @enum {string} */
                                kind: "stay" | "service" | "product";
                                refId: number;
                                note: string;
                                position: number;
                                title: string;
                                subtitle: string;
                                image: string;
                                photo: {
                                    id: number;
                                    alt: string;
                                    width: number;
                                    height: number;
                                    sizes: {
                                        width: number;
                                        height: number;
                                        avif: string;
                                        webp: string;
                                    }[];
                                } | null;
                                priceCents: number;
                            }[];
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such plan (or item) of yours */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        /** Save the name, description and dates of a plan */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    planId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        description: string;
                        startDate: string | null;
                        endDate: string | null;
                    };
                };
            };
            responses: {
                /** @description Saved */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            description: string;
                            startDate: string | null;
                            endDate: string | null;
                            itemCount: number;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description Invalid fields */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such plan (or item) of yours */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        /** Delete a plan and its items */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    planId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such plan (or item) of yours */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/journey/plans/{planId}/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a stay, service or product at the end of a plan (already there: answered as it is) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    planId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        kind: "stay" | "service" | "product";
                        refId: number;
                        note?: string;
                    };
                };
            };
            responses: {
                /** @description Already in the plan */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            item: {
                                id: number;
                                /** @enum {string} */
                                kind: "stay" | "service" | "product";
                                refId: number;
                                note: string;
                                position: number;
                                title: string;
                                subtitle: string;
                                image: string;
                                photo: {
                                    id: number;
                                    alt: string;
                                    width: number;
                                    height: number;
                                    sizes: {
                                        width: number;
                                        height: number;
                                        avif: string;
                                        webp: string;
                                    }[];
                                } | null;
                                priceCents: number;
                            };
                            created: boolean;
                        };
                    };
                };
                /** @description Added */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            item: {
                                id: number;
                                /** @enum {string} */
                                kind: "stay" | "service" | "product";
                                refId: number;
                                note: string;
                                position: number;
                                title: string;
                                subtitle: string;
                                image: string;
                                photo: {
                                    id: number;
                                    alt: string;
                                    width: number;
                                    height: number;
                                    sizes: {
                                        width: number;
                                        height: number;
                                        avif: string;
                                        webp: string;
                                    }[];
                                } | null;
                                priceCents: number;
                            };
                            created: boolean;
                        };
                    };
                };
                /** @description Invalid fields */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such plan of yours, or no such stay, service or product */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description The plan is full */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/journey/saved-items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** '+ Save' from the quiz results: into your newest plan, or a new 'New Wellness Journey' */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        kind: "stay" | "service" | "product";
                        refId: number;
                        note?: string;
                    };
                };
            };
            responses: {
                /** @description Already in the plan */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            plan: {
                                id: number;
                                name: string;
                                description: string;
                                startDate: string | null;
                                endDate: string | null;
                                itemCount: number;
                                createdAt: string;
                                updatedAt: string;
                            };
                            item: {
                                id: number;
                                /** @enum {string} */
                                kind: "stay" | "service" | "product";
                                refId: number;
                                note: string;
                                position: number;
                                title: string;
                                subtitle: string;
                                image: string;
                                photo: {
                                    id: number;
                                    alt: string;
                                    width: number;
                                    height: number;
                                    sizes: {
                                        width: number;
                                        height: number;
                                        avif: string;
                                        webp: string;
                                    }[];
                                } | null;
                                priceCents: number;
                            };
                            created: boolean;
                        };
                    };
                };
                /** @description Saved */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            plan: {
                                id: number;
                                name: string;
                                description: string;
                                startDate: string | null;
                                endDate: string | null;
                                itemCount: number;
                                createdAt: string;
                                updatedAt: string;
                            };
                            item: {
                                id: number;
                                /** @enum {string} */
                                kind: "stay" | "service" | "product";
                                refId: number;
                                note: string;
                                position: number;
                                title: string;
                                subtitle: string;
                                image: string;
                                photo: {
                                    id: number;
                                    alt: string;
                                    width: number;
                                    height: number;
                                    sizes: {
                                        width: number;
                                        height: number;
                                        avif: string;
                                        webp: string;
                                    }[];
                                } | null;
                                priceCents: number;
                            };
                            created: boolean;
                        };
                    };
                };
                /** @description Invalid fields */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such stay, service or product */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description The plan is full */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/journey/plans/{planId}/items/{itemId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove an item from a plan */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    planId: number;
                    itemId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Removed */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such plan (or item) of yours */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Save an item's note */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    planId: number;
                    itemId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        note: string;
                    };
                };
            };
            responses: {
                /** @description Saved */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /** @enum {string} */
                            kind: "stay" | "service" | "product";
                            refId: number;
                            note: string;
                            position: number;
                            title: string;
                            subtitle: string;
                            image: string;
                            photo: {
                                id: number;
                                alt: string;
                                width: number;
                                height: number;
                                sizes: {
                                    width: number;
                                    height: number;
                                    avif: string;
                                    webp: string;
                                }[];
                            } | null;
                            priceCents: number;
                        };
                    };
                };
                /** @description Invalid note */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such plan (or item) of yours */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/journey/plans/{planId}/items/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Put the listed items first in this order (items not listed follow in their old order) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    planId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        itemIds: number[];
                    };
                };
            };
            responses: {
                /** @description The plan in its new order */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            description: string;
                            startDate: string | null;
                            endDate: string | null;
                            itemCount: number;
                            createdAt: string;
                            updatedAt: string;
                            items: {
                                id: number;
                                /** @enum {string} */
                                kind: "stay" | "service" | "product";
                                refId: number;
                                note: string;
                                position: number;
                                title: string;
                                subtitle: string;
                                image: string;
                                photo: {
                                    id: number;
                                    alt: string;
                                    width: number;
                                    height: number;
                                    sizes: {
                                        width: number;
                                        height: number;
                                        avif: string;
                                        webp: string;
                                    }[];
                                } | null;
                                priceCents: number;
                            }[];
                        };
                    };
                };
                /** @description An id is not an item of this plan */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such plan (or item) of yours */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/partner-applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Partner applications, newest first, 50 a page, of one status or all (administrators only) */
        get: {
            parameters: {
                query?: {
                    status?: "pending" | "approved" | "declined" | "all";
                    page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of applications */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: number;
                                organisation: string;
                                partnerType: string;
                                contactName: string;
                                email: string;
                                country: string;
                                message: string;
                                createdAt: string;
                                /** @enum {string} */
                                status: "pending" | "approved" | "declined";
                                decidedAt: string | null;
                                decidedBy: {
                                    id: string;
                                    name: string;
                                    email: string;
                                } | null;
                                decisionNote: string | null;
                                organisationId: number | null;
                            }[];
                            total: number;
                            page: number;
                            pageCount: number;
                        };
                    };
                };
                /** @description Invalid status or page */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not an administrator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/partner-applications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One partner application with every field (administrators only) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The application, with its decision */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            organisation: string;
                            partnerType: string;
                            contactName: string;
                            email: string;
                            country: string;
                            message: string;
                            createdAt: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "declined";
                            decidedAt: string | null;
                            decidedBy: {
                                id: string;
                                name: string;
                                email: string;
                            } | null;
                            decisionNote: string | null;
                            organisationId: number | null;
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not an administrator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such application */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/partner-applications/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve: make the organisation and mail the applicant an invitation (administrators only) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        note?: string;
                    };
                };
            };
            responses: {
                /** @description The application, with its decision */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            organisation: string;
                            partnerType: string;
                            contactName: string;
                            email: string;
                            country: string;
                            message: string;
                            createdAt: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "declined";
                            decidedAt: string | null;
                            decidedBy: {
                                id: string;
                                name: string;
                                email: string;
                            } | null;
                            decisionNote: string | null;
                            organisationId: number | null;
                        };
                    };
                };
                /** @description Invalid note */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not an administrator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such application */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Already decided */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/partner-applications/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline with a note, which is mailed to the applicant (administrators only) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        note: string;
                    };
                };
            };
            responses: {
                /** @description The application, with its decision */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            organisation: string;
                            partnerType: string;
                            contactName: string;
                            email: string;
                            country: string;
                            message: string;
                            createdAt: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "declined";
                            decidedAt: string | null;
                            decidedBy: {
                                id: string;
                                name: string;
                                email: string;
                            } | null;
                            decisionNote: string | null;
                            organisationId: number | null;
                        };
                    };
                };
                /** @description The note is missing or too long */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not an administrator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such application */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Already decided */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/invitation/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** What an invitation link offers: the organisation, the invited address, whether it has an account */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            responses: {
                /** @description The invitation */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            organisationName: string;
                            email: string;
                            accountExists: boolean;
                            expiresAt: string;
                        };
                    };
                };
                /** @description Unknown, spent or expired invitation (fields.token), or invalid input */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/invitation/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept an invitation: join the organisation, making the account (name, password) when the address has none */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                        name?: string;
                        password?: string;
                    };
                };
            };
            responses: {
                /** @description A member now; a new account is signed in (cookie set) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            organisation: {
                                id: number;
                                name: string;
                            };
                            user: {
                                id: string;
                                email: string;
                                emailVerified: boolean;
                                name: string | null;
                                firstName: string | null;
                                lastName: string | null;
                                phone: string | null;
                                /** @enum {string} */
                                role: "guest" | "admin";
                                isPartner: boolean;
                                avatarUrl: string;
                                createdAt: string;
                            };
                        };
                    };
                };
                /** @description Unknown, spent or expired invitation (fields.token), or invalid input */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description The address has an account: sign in as it first */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Signed in as another account than the invited address */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description The address was registered meanwhile */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your partner organisations and each one's properties */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Your organisations */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            organisations: {
                                id: number;
                                name: string;
                                role: string;
                                properties: {
                                    id: number;
                                    name: string;
                                    type: string;
                                    city: string;
                                    country: string;
                                    location: string;
                                    roomCount: number;
                                    published: boolean;
                                    firstRoomId: number | null;
                                }[];
                            }[];
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not a member of any partner organisation */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/rooms/{id}/calendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One month of your room's nights: booked (with the guest), blocked, price and minimum stay */
        get: {
            parameters: {
                query: {
                    month: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The month */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            room: {
                                id: number;
                                title: string;
                                propertyId: number;
                                propertyName: string;
                                basePriceCents: number;
                            };
                            month: string;
                            days: {
                                date: string;
                                /** @enum {string} */
                                state: "free" | "booked" | "blocked";
                                priceCents: number;
                                overridden: boolean;
                                guestName: string | null;
                                note: string | null;
                                minNights: number | null;
                                past: boolean;
                            }[];
                        };
                    };
                };
                /** @description Invalid dates (in the past, in the wrong order, too long) or values */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not a member of any partner organisation */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such room among your organisations' rooms */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/rooms/{id}/blocks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Block the free nights [from, to) of your room, with an optional note */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        from: string;
                        to: string;
                        note?: string;
                    };
                };
            };
            responses: {
                /** @description The nights are blocked */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            from: string;
                            to: string;
                            nights: number;
                        };
                    };
                };
                /** @description Invalid dates (in the past, in the wrong order, too long) or values */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not a member of any partner organisation */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such room among your organisations' rooms */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description A booking or a block already holds some of the nights */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        /** Open the blocked nights [from, to) of your room again (booked nights stay booked) */
        delete: {
            parameters: {
                query: {
                    from: string;
                    to: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The nights are open */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            from: string;
                            to: string;
                            nights: number;
                        };
                    };
                };
                /** @description Invalid dates (in the past, in the wrong order, too long) or values */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not a member of any partner organisation */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such room among your organisations' rooms */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/rooms/{id}/price-overrides": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set the price of nights [from, to) of your room (replaces prices set there before) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        from: string;
                        to: string;
                        priceCents: number;
                    };
                };
            };
            responses: {
                /** @description The price is set */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            from: string;
                            to: string;
                            nights: number;
                        };
                    };
                };
                /** @description Invalid dates (in the past, in the wrong order, too long) or values */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not a member of any partner organisation */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such room among your organisations' rooms */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Changed meanwhile */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        /** Put nights [from, to) of your room back to the room's own price */
        delete: {
            parameters: {
                query: {
                    from: string;
                    to: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The room price applies again */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            from: string;
                            to: string;
                            nights: number;
                        };
                    };
                };
                /** @description Invalid dates (in the past, in the wrong order, too long) or values */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not a member of any partner organisation */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such room among your organisations' rooms */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/rooms/{id}/minimum-stays": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set the minimum nights of stays starting on nights [from, to) of your room */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        from: string;
                        to: string;
                        minNights: number;
                    };
                };
            };
            responses: {
                /** @description The minimum is set */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            from: string;
                            to: string;
                            nights: number;
                        };
                    };
                };
                /** @description Invalid dates (in the past, in the wrong order, too long) or values */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not a member of any partner organisation */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such room among your organisations' rooms */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Changed meanwhile */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        /** Remove the minimum stay of nights [from, to) of your room */
        delete: {
            parameters: {
                query: {
                    from: string;
                    to: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No minimum applies there any more */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            from: string;
                            to: string;
                            nights: number;
                        };
                    };
                };
                /** @description Invalid dates (in the past, in the wrong order, too long) or values */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not a member of any partner organisation */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such room among your organisations' rooms */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/rooms/{id}/calendar-export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your room's private iCal address, for Airbnb, Booking.com and the like */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The address */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            url: string;
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not a member of any partner organisation */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such room (or calendar) among your organisations' rooms */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/rooms/{id}/calendar-export/regenerate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new private address for your room: the old one stops working */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The new address */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            url: string;
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not a member of any partner organisation */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such room (or calendar) among your organisations' rooms */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/rooms/{id}/calendar-feeds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The calendars your room imports, with their last sync, nights, error and conflicts */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The calendars */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: number;
                                name: string;
                                url: string;
                                lastSyncedAt: string | null;
                                lastSuccessAt: string | null;
                                lastError: string | null;
                                nights: number;
                                conflicts: {
                                    from: string;
                                    to: string;
                                    bookingId: number | null;
                                    retreatId: number | null;
                                    retreatTitle: string | null;
                                    summary: string | null;
                                }[];
                            }[];
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not a member of any partner organisation */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such room (or calendar) among your organisations' rooms */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Import another channel's calendar into your room (synced at once, then every 30 minutes) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        url: string;
                    };
                };
            };
            responses: {
                /** @description The calendar, after its first sync */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            url: string;
                            lastSyncedAt: string | null;
                            lastSuccessAt: string | null;
                            lastError: string | null;
                            nights: number;
                            conflicts: {
                                from: string;
                                to: string;
                                bookingId: number | null;
                                retreatId: number | null;
                                retreatTitle: string | null;
                                summary: string | null;
                            }[];
                        };
                    };
                };
                /** @description A field is missing or invalid */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not a member of any partner organisation */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such room (or calendar) among your organisations' rooms */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Too many calendars fetched by this account lately (Retry-After says when) */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/rooms/{id}/calendar-feeds/{feedId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Stop importing a calendar: the nights it blocked are free again */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    feedId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Removed */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not a member of any partner organisation */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such room (or calendar) among your organisations' rooms */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/rooms/{id}/calendar-feeds/{feedId}/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sync a calendar now (a failure is shown on the calendar, its last good nights stay) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    feedId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The calendar after the sync */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            url: string;
                            lastSyncedAt: string | null;
                            lastSuccessAt: string | null;
                            lastError: string | null;
                            nights: number;
                            conflicts: {
                                from: string;
                                to: string;
                                bookingId: number | null;
                                retreatId: number | null;
                                retreatTitle: string | null;
                                summary: string | null;
                            }[];
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not a member of any partner organisation */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such room (or calendar) among your organisations' rooms */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Too many calendars fetched by this account lately (Retry-After says when) */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/calendar-conflicts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Imported calendars that claim nights of Restora bookings, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The conflicts */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                from: string;
                                to: string;
                                bookingId: number | null;
                                retreatId: number | null;
                                retreatTitle: string | null;
                                summary: string | null;
                                id: number;
                                roomId: number;
                                roomTitle: string;
                                propertyName: string;
                                feedName: string;
                                detectedAt: string;
                            }[];
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not an administrator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/retreats/{id}/photos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The photos of one of your retreats, cover first (gallery and facilitators' portraits) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The photos, cover first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            scope: "properties" | "rooms" | "retreats";
                            id: number;
                            name: string;
                            propertyId: number;
                            max: number;
                            photos: {
                                id: number;
                                alt: string;
                                width: number;
                                height: number;
                                sizes: {
                                    width: number;
                                    height: number;
                                    avif: string;
                                    webp: string;
                                }[];
                                position: number;
                                isCover: boolean;
                            }[];
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not a member of any partner organisation */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such retreat among your organisations’ */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Add a photo to a retreat, processed as a property’s (multipart/form-data, one file) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description JPEG, PNG, WebP or AVIF; up to 10 MB; 800 px wide or more
                         */
                        file: string;
                        /** @description Alternative text */
                        alt?: string;
                    };
                };
            };
            responses: {
                /** @description The stored photo, last in the order */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            alt: string;
                            width: number;
                            height: number;
                            sizes: {
                                width: number;
                                height: number;
                                avif: string;
                                webp: string;
                            }[];
                            position: number;
                            isCover: boolean;
                        };
                    };
                };
                /** @description Not a readable JPEG/PNG/WebP/AVIF image, over 10 MB, under 800 px wide, or 20 photos already */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not a member of any partner organisation */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such retreat among your organisations’ */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/retreats/{id}/photos/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Put a retreat's photos in this order (each once); the first is the cover */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        photoIds: number[];
                    };
                };
            };
            responses: {
                /** @description The photos, cover first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            scope: "properties" | "rooms" | "retreats";
                            id: number;
                            name: string;
                            propertyId: number;
                            max: number;
                            photos: {
                                id: number;
                                alt: string;
                                width: number;
                                height: number;
                                sizes: {
                                    width: number;
                                    height: number;
                                    avif: string;
                                    webp: string;
                                }[];
                                position: number;
                                isCover: boolean;
                            }[];
                        };
                    };
                };
                /** @description Not exactly the photos of this place */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not a member of any partner organisation */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such retreat among your organisations’ */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/{scope}/{id}/photos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The photos of one of your properties or rooms, cover first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    scope: "properties" | "rooms";
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The photos, cover first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            scope: "properties" | "rooms" | "retreats";
                            id: number;
                            name: string;
                            propertyId: number;
                            max: number;
                            photos: {
                                id: number;
                                alt: string;
                                width: number;
                                height: number;
                                sizes: {
                                    width: number;
                                    height: number;
                                    avif: string;
                                    webp: string;
                                }[];
                                position: number;
                                isCover: boolean;
                            }[];
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not a member of any partner organisation */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such property or room among your organisations’ */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Add a photo (multipart/form-data, one file): stripped of metadata, turned upright, stored at 480/960/1600 px as AVIF and WebP */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    scope: "properties" | "rooms";
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description JPEG, PNG, WebP or AVIF; up to 10 MB; 800 px wide or more
                         */
                        file: string;
                        /** @description Alternative text */
                        alt?: string;
                    };
                };
            };
            responses: {
                /** @description The stored photo, last in the order */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            alt: string;
                            width: number;
                            height: number;
                            sizes: {
                                width: number;
                                height: number;
                                avif: string;
                                webp: string;
                            }[];
                            position: number;
                            isCover: boolean;
                        };
                    };
                };
                /** @description Not a readable JPEG/PNG/WebP/AVIF image, over 10 MB, under 800 px wide, or 20 photos already */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not a member of any partner organisation */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such property or room among your organisations’ */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/{scope}/{id}/photos/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Put the photos in this order (each once); the first is the cover */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    scope: "properties" | "rooms";
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        photoIds: number[];
                    };
                };
            };
            responses: {
                /** @description The photos, cover first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            scope: "properties" | "rooms" | "retreats";
                            id: number;
                            name: string;
                            propertyId: number;
                            max: number;
                            photos: {
                                id: number;
                                alt: string;
                                width: number;
                                height: number;
                                sizes: {
                                    width: number;
                                    height: number;
                                    avif: string;
                                    webp: string;
                                }[];
                                position: number;
                                isCover: boolean;
                            }[];
                        };
                    };
                };
                /** @description Not exactly the photos of this place */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not a member of any partner organisation */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such property or room among your organisations’ */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/photos/{id}/cover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make a photo the cover (first); the others keep their order */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The photos, cover first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            scope: "properties" | "rooms" | "retreats";
                            id: number;
                            name: string;
                            propertyId: number;
                            max: number;
                            photos: {
                                id: number;
                                alt: string;
                                width: number;
                                height: number;
                                sizes: {
                                    width: number;
                                    height: number;
                                    avif: string;
                                    webp: string;
                                }[];
                                position: number;
                                isCover: boolean;
                            }[];
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not a member of any partner organisation */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such photo among your organisations’ */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/photos/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a photo and its files; the next one becomes the cover if it was */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not a member of any partner organisation */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such photo among your organisations’ */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Change a photo's alternative text */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        alt: string;
                    };
                };
            };
            responses: {
                /** @description The photo */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            alt: string;
                            width: number;
                            height: number;
                            sizes: {
                                width: number;
                                height: number;
                                avif: string;
                                webp: string;
                            }[];
                            position: number;
                            isCover: boolean;
                        };
                    };
                };
                /** @description Alternative text too long */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not a member of any partner organisation */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such photo among your organisations’ */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/partner/properties": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your properties whose name holds `search`, by name, 12 a page (at most 48 with pageSize) */
        get: {
            parameters: {
                query?: {
                    search?: string;
                    page?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of properties and the total */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: number;
                                name: string;
                                type: string;
                                city: string;
                                country: string;
                                location: string;
                                roomCount: number;
                                published: boolean;
                                firstRoomId: number | null;
                                organisation: {
                                    id: number;
                                    name: string;
                                };
                            }[];
                            total: number;
                            page: number;
                            pageSize: number;
                        };
                    };
                };
                /** @description Bad parameter, named */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not a member of any partner organisation */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Add a property to one of your organisations (unpublished) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /** @enum {string} */
                        type: "wellness_retreat" | "yoga_studio" | "spa_resort";
                        /** @enum {string} */
                        setting: "beach" | "mountain" | "forest" | "urban" | "countryside";
                        address: string;
                        city: string;
                        state?: string;
                        country: string;
                        latitude: number;
                        longitude: number;
                        description: string;
                        /** @default [] */
                        amenities?: ("Wi-Fi" | "Pool" | "Hot Tub" | "Sauna" | "Steam Room" | "Gym" | "Air Conditioning" | "Kitchenette" | "Free Parking" | "Restaurant" | "Organic Garden" | "Ocean View" | "Mountain View" | "Private Balcony" | "Fireplace" | "Airport Shuttle" | "Bicycle Rental" | "Laundry")[];
                        /** @default [] */
                        wellnessFeatures?: ("Yoga Classes" | "Meditation" | "Spa Treatments" | "Massage" | "Detox Programs" | "Fitness Classes" | "Nutrition Coaching" | "Sound Healing" | "Breathwork" | "Hiking Trails" | "Thermal Baths" | "Ayurveda" | "Pilates" | "Forest Bathing" | "Sleep Programs" | "Cold Plunge")[];
                        /** @default  */
                        houseRules?: string;
                        checkInTime: string;
                        checkOutTime: string;
                        /** @enum {string} */
                        bookingMode?: "instant" | "request";
                        organisationId?: number;
                    };
                };
            };
            responses: {
                /** @description The property, with its rooms */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            organisation: {
                                id: number;
                                name: string;
                            };
                            name: string;
                            type: string;
                            setting: string | null;
                            address: string;
                            city: string;
                            state: string | null;
                            country: string;
                            latitude: number;
                            longitude: number;
                            description: string;
                            amenities: string[];
                            wellnessFeatures: string[];
                            houseRules: string;
                            checkInTime: string;
                            checkOutTime: string;
                            /** @enum {string} */
                            bookingMode: "instant" | "request";
                            published: boolean;
                            rooms: {
                                id: number;
                                title: string;
                                maxGuests: number;
                                priceCents: number;
                                cleaningFeeCents: number;
                            }[];
                        };
                    };
                };
                /** @description Invalid fields, each named */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not a member of any partner organisation */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not one of your organisations */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/properties/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of your properties as you edit it, with its rooms */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The property, with its rooms */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            organisation: {
                                id: number;
                                name: string;
                            };
                            name: string;
                            type: string;
                            setting: string | null;
                            address: string;
                            city: string;
                            state: string | null;
                            country: string;
                            latitude: number;
                            longitude: number;
                            description: string;
                            amenities: string[];
                            wellnessFeatures: string[];
                            houseRules: string;
                            checkInTime: string;
                            checkOutTime: string;
                            /** @enum {string} */
                            bookingMode: "instant" | "request";
                            published: boolean;
                            rooms: {
                                id: number;
                                title: string;
                                maxGuests: number;
                                priceCents: number;
                                cleaningFeeCents: number;
                            }[];
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not a member of any partner organisation */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such property among your organisations */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        /** Save one of your properties (its amenities and wellness features go to all its rooms) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /** @enum {string} */
                        type: "wellness_retreat" | "yoga_studio" | "spa_resort";
                        /** @enum {string} */
                        setting: "beach" | "mountain" | "forest" | "urban" | "countryside";
                        address: string;
                        city: string;
                        state?: string;
                        country: string;
                        latitude: number;
                        longitude: number;
                        description: string;
                        /** @default [] */
                        amenities?: ("Wi-Fi" | "Pool" | "Hot Tub" | "Sauna" | "Steam Room" | "Gym" | "Air Conditioning" | "Kitchenette" | "Free Parking" | "Restaurant" | "Organic Garden" | "Ocean View" | "Mountain View" | "Private Balcony" | "Fireplace" | "Airport Shuttle" | "Bicycle Rental" | "Laundry")[];
                        /** @default [] */
                        wellnessFeatures?: ("Yoga Classes" | "Meditation" | "Spa Treatments" | "Massage" | "Detox Programs" | "Fitness Classes" | "Nutrition Coaching" | "Sound Healing" | "Breathwork" | "Hiking Trails" | "Thermal Baths" | "Ayurveda" | "Pilates" | "Forest Bathing" | "Sleep Programs" | "Cold Plunge")[];
                        /** @default  */
                        houseRules?: string;
                        checkInTime: string;
                        checkOutTime: string;
                        /** @enum {string} */
                        bookingMode?: "instant" | "request";
                    };
                };
            };
            responses: {
                /** @description The property, with its rooms */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            organisation: {
                                id: number;
                                name: string;
                            };
                            name: string;
                            type: string;
                            setting: string | null;
                            address: string;
                            city: string;
                            state: string | null;
                            country: string;
                            latitude: number;
                            longitude: number;
                            description: string;
                            amenities: string[];
                            wellnessFeatures: string[];
                            houseRules: string;
                            checkInTime: string;
                            checkOutTime: string;
                            /** @enum {string} */
                            bookingMode: "instant" | "request";
                            published: boolean;
                            rooms: {
                                id: number;
                                title: string;
                                maxGuests: number;
                                priceCents: number;
                                cleaningFeeCents: number;
                            }[];
                        };
                    };
                };
                /** @description Invalid fields, each named */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not a member of any partner organisation */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such property among your organisations */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/properties/{id}/published": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Publish (needs a room) or unpublish one of your properties */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        published: boolean;
                    };
                };
            };
            responses: {
                /** @description The property, with its rooms */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            organisation: {
                                id: number;
                                name: string;
                            };
                            name: string;
                            type: string;
                            setting: string | null;
                            address: string;
                            city: string;
                            state: string | null;
                            country: string;
                            latitude: number;
                            longitude: number;
                            description: string;
                            amenities: string[];
                            wellnessFeatures: string[];
                            houseRules: string;
                            checkInTime: string;
                            checkOutTime: string;
                            /** @enum {string} */
                            bookingMode: "instant" | "request";
                            published: boolean;
                            rooms: {
                                id: number;
                                title: string;
                                maxGuests: number;
                                priceCents: number;
                                cleaningFeeCents: number;
                            }[];
                        };
                    };
                };
                /** @description published is not true or false */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not a member of any partner organisation */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such property among your organisations */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description The property has no room yet */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/properties/{id}/rooms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a room to one of your properties */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        description: string;
                        maxGuests: number;
                        priceCents: number;
                        cleaningFeeCents: number;
                        /** @enum {string|null} */
                        bookingMode?: "instant" | "request" | null;
                    };
                };
            };
            responses: {
                /** @description The room */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            property: {
                                id: number;
                                name: string;
                                published: boolean;
                                /** @enum {string} */
                                bookingMode: "instant" | "request";
                            };
                            title: string;
                            description: string;
                            maxGuests: number;
                            priceCents: number;
                            cleaningFeeCents: number;
                            /** @enum {string|null} */
                            bookingMode: "instant" | "request" | null;
                        };
                    };
                };
                /** @description Invalid fields, each named */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not a member of any partner organisation */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such property among your organisations */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/rooms/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One room of your properties */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The room */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            property: {
                                id: number;
                                name: string;
                                published: boolean;
                                /** @enum {string} */
                                bookingMode: "instant" | "request";
                            };
                            title: string;
                            description: string;
                            maxGuests: number;
                            priceCents: number;
                            cleaningFeeCents: number;
                            /** @enum {string|null} */
                            bookingMode: "instant" | "request" | null;
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not a member of any partner organisation */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such room among your organisations */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        /** Save one room of your properties: name, description, guests, nightly price, cleaning fee */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        description: string;
                        maxGuests: number;
                        priceCents: number;
                        cleaningFeeCents: number;
                        /** @enum {string|null} */
                        bookingMode?: "instant" | "request" | null;
                    };
                };
            };
            responses: {
                /** @description The room */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            property: {
                                id: number;
                                name: string;
                                published: boolean;
                                /** @enum {string} */
                                bookingMode: "instant" | "request";
                            };
                            title: string;
                            description: string;
                            maxGuests: number;
                            priceCents: number;
                            cleaningFeeCents: number;
                            /** @enum {string|null} */
                            bookingMode: "instant" | "request" | null;
                        };
                    };
                };
                /** @description Invalid fields, each named */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not a member of any partner organisation */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such room among your organisations */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/retreats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your organisations' retreats, the latest start first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The retreats */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: number;
                                title: string;
                                summary: string;
                                startDate: string;
                                endDate: string;
                                propertyName: string;
                                city: string;
                                country: string;
                                imageUrl: string;
                                /** @enum {string} */
                                level: "beginner" | "all" | "advanced";
                                features: string[];
                                fromPriceCents: number;
                                fullPriceCents: number | null;
                                earlyBirdUntil: string | null;
                                spotsLeft: number;
                                propertyId: number;
                                description: string;
                                program: string;
                                checkInTime: string;
                                checkOutTime: string;
                                included: string;
                                notIncluded: string;
                                language: string;
                                facilitators: {
                                    name: string;
                                    bio: string;
                                    imageUrl: string | null;
                                    photoId: number | null;
                                    photo: {
                                        id: number;
                                        alt: string;
                                        width: number;
                                        height: number;
                                        sizes: {
                                            width: number;
                                            height: number;
                                            avif: string;
                                            webp: string;
                                        }[];
                                    } | null;
                                }[];
                                photos: {
                                    id: number;
                                    alt: string;
                                    width: number;
                                    height: number;
                                    sizes: {
                                        width: number;
                                        height: number;
                                        avif: string;
                                        webp: string;
                                    }[];
                                }[];
                                options: {
                                    id: number;
                                    name: string;
                                    description: string;
                                    priceCents: number;
                                    earlyBirdPriceCents: number | null;
                                    earlyBirdUntil: string | null;
                                    earlyBirdSpots: number | null;
                                    currentPriceCents: number;
                                    earlyBirdNow: boolean;
                                    spots: number;
                                    spotsLeft: number;
                                    roomId: number | null;
                                }[];
                                depositPercent: number | null;
                                balanceDueDays: number;
                                /** @enum {string} */
                                cancellationPolicy: "flexible" | "standard" | "strict";
                                /** @enum {string} */
                                status: "draft" | "published" | "cancelled";
                                /** @enum {string} */
                                bookingMode: "instant" | "request";
                                organisationName: string;
                                bookedPeople: number;
                                waitlistPeople: number;
                                paidCents: number;
                            }[];
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not a member of any partner organisation */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Add a retreat at one of your properties (a draft) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        propertyId: number;
                        title: string;
                        summary: string;
                        description: string;
                        program: string;
                        startDate: string;
                        endDate: string;
                        checkInTime: string;
                        checkOutTime: string;
                        /** @default  */
                        included?: string;
                        /** @default  */
                        notIncluded?: string;
                        /** @enum {string} */
                        level: "beginner" | "all" | "advanced";
                        language: string;
                        /** @default [] */
                        features?: ("Yoga Classes" | "Meditation" | "Spa Treatments" | "Massage" | "Detox Programs" | "Fitness Classes" | "Nutrition Coaching" | "Sound Healing" | "Breathwork" | "Hiking Trails" | "Thermal Baths" | "Ayurveda" | "Pilates" | "Forest Bathing" | "Sleep Programs" | "Cold Plunge")[];
                        /** @default [] */
                        facilitators?: {
                            name: string;
                            /** @default  */
                            bio?: string;
                            /** @default null */
                            photoId?: number | null;
                        }[];
                        options: {
                            name: string;
                            /** @default  */
                            description?: string;
                            priceCents: number;
                            spots: number;
                            /** @default null */
                            earlyBirdPriceCents?: number | null;
                            /** @default null */
                            earlyBirdUntil?: string | null;
                            /** @default null */
                            earlyBirdSpots?: number | null;
                            /** @default null */
                            roomId?: number | null;
                        }[];
                        depositPercent: number | null;
                        balanceDueDays: number;
                        /** @enum {string} */
                        cancellationPolicy: "flexible" | "standard" | "strict";
                        /** @enum {string} */
                        bookingMode?: "instant" | "request";
                    };
                };
            };
            responses: {
                /** @description The retreat, with its options and figures */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            title: string;
                            summary: string;
                            startDate: string;
                            endDate: string;
                            propertyName: string;
                            city: string;
                            country: string;
                            imageUrl: string;
                            /** @enum {string} */
                            level: "beginner" | "all" | "advanced";
                            features: string[];
                            fromPriceCents: number;
                            fullPriceCents: number | null;
                            earlyBirdUntil: string | null;
                            spotsLeft: number;
                            propertyId: number;
                            description: string;
                            program: string;
                            checkInTime: string;
                            checkOutTime: string;
                            included: string;
                            notIncluded: string;
                            language: string;
                            facilitators: {
                                name: string;
                                bio: string;
                                imageUrl: string | null;
                                photoId: number | null;
                                photo: {
                                    id: number;
                                    alt: string;
                                    width: number;
                                    height: number;
                                    sizes: {
                                        width: number;
                                        height: number;
                                        avif: string;
                                        webp: string;
                                    }[];
                                } | null;
                            }[];
                            photos: {
                                id: number;
                                alt: string;
                                width: number;
                                height: number;
                                sizes: {
                                    width: number;
                                    height: number;
                                    avif: string;
                                    webp: string;
                                }[];
                            }[];
                            options: {
                                id: number;
                                name: string;
                                description: string;
                                priceCents: number;
                                earlyBirdPriceCents: number | null;
                                earlyBirdUntil: string | null;
                                earlyBirdSpots: number | null;
                                currentPriceCents: number;
                                earlyBirdNow: boolean;
                                spots: number;
                                spotsLeft: number;
                                roomId: number | null;
                            }[];
                            depositPercent: number | null;
                            balanceDueDays: number;
                            /** @enum {string} */
                            cancellationPolicy: "flexible" | "standard" | "strict";
                            /** @enum {string} */
                            status: "draft" | "published" | "cancelled";
                            /** @enum {string} */
                            bookingMode: "instant" | "request";
                            organisationName: string;
                            bookedPeople: number;
                            waitlistPeople: number;
                            paidCents: number;
                        };
                    };
                };
                /** @description Invalid fields, each named */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not a member of any partner organisation */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not one of your properties */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/retreats/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of your retreats as you edit it */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The retreat, with its options and figures */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            title: string;
                            summary: string;
                            startDate: string;
                            endDate: string;
                            propertyName: string;
                            city: string;
                            country: string;
                            imageUrl: string;
                            /** @enum {string} */
                            level: "beginner" | "all" | "advanced";
                            features: string[];
                            fromPriceCents: number;
                            fullPriceCents: number | null;
                            earlyBirdUntil: string | null;
                            spotsLeft: number;
                            propertyId: number;
                            description: string;
                            program: string;
                            checkInTime: string;
                            checkOutTime: string;
                            included: string;
                            notIncluded: string;
                            language: string;
                            facilitators: {
                                name: string;
                                bio: string;
                                imageUrl: string | null;
                                photoId: number | null;
                                photo: {
                                    id: number;
                                    alt: string;
                                    width: number;
                                    height: number;
                                    sizes: {
                                        width: number;
                                        height: number;
                                        avif: string;
                                        webp: string;
                                    }[];
                                } | null;
                            }[];
                            photos: {
                                id: number;
                                alt: string;
                                width: number;
                                height: number;
                                sizes: {
                                    width: number;
                                    height: number;
                                    avif: string;
                                    webp: string;
                                }[];
                            }[];
                            options: {
                                id: number;
                                name: string;
                                description: string;
                                priceCents: number;
                                earlyBirdPriceCents: number | null;
                                earlyBirdUntil: string | null;
                                earlyBirdSpots: number | null;
                                currentPriceCents: number;
                                earlyBirdNow: boolean;
                                spots: number;
                                spotsLeft: number;
                                roomId: number | null;
                            }[];
                            depositPercent: number | null;
                            balanceDueDays: number;
                            /** @enum {string} */
                            cancellationPolicy: "flexible" | "standard" | "strict";
                            /** @enum {string} */
                            status: "draft" | "published" | "cancelled";
                            /** @enum {string} */
                            bookingMode: "instant" | "request";
                            organisationName: string;
                            bookedPeople: number;
                            waitlistPeople: number;
                            paidCents: number;
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not a member of any partner organisation */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such retreat among your organisations */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        /** Save one of your retreats (once published, only its texts and spots change) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        propertyId: number;
                        title: string;
                        summary: string;
                        description: string;
                        program: string;
                        startDate: string;
                        endDate: string;
                        checkInTime: string;
                        checkOutTime: string;
                        /** @default  */
                        included?: string;
                        /** @default  */
                        notIncluded?: string;
                        /** @enum {string} */
                        level: "beginner" | "all" | "advanced";
                        language: string;
                        /** @default [] */
                        features?: ("Yoga Classes" | "Meditation" | "Spa Treatments" | "Massage" | "Detox Programs" | "Fitness Classes" | "Nutrition Coaching" | "Sound Healing" | "Breathwork" | "Hiking Trails" | "Thermal Baths" | "Ayurveda" | "Pilates" | "Forest Bathing" | "Sleep Programs" | "Cold Plunge")[];
                        /** @default [] */
                        facilitators?: {
                            name: string;
                            /** @default  */
                            bio?: string;
                            /** @default null */
                            photoId?: number | null;
                        }[];
                        options: {
                            name: string;
                            /** @default  */
                            description?: string;
                            priceCents: number;
                            spots: number;
                            /** @default null */
                            earlyBirdPriceCents?: number | null;
                            /** @default null */
                            earlyBirdUntil?: string | null;
                            /** @default null */
                            earlyBirdSpots?: number | null;
                            /** @default null */
                            roomId?: number | null;
                        }[];
                        depositPercent: number | null;
                        balanceDueDays: number;
                        /** @enum {string} */
                        cancellationPolicy: "flexible" | "standard" | "strict";
                        /** @enum {string} */
                        bookingMode?: "instant" | "request";
                    };
                };
            };
            responses: {
                /** @description The retreat, with its options and figures */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            title: string;
                            summary: string;
                            startDate: string;
                            endDate: string;
                            propertyName: string;
                            city: string;
                            country: string;
                            imageUrl: string;
                            /** @enum {string} */
                            level: "beginner" | "all" | "advanced";
                            features: string[];
                            fromPriceCents: number;
                            fullPriceCents: number | null;
                            earlyBirdUntil: string | null;
                            spotsLeft: number;
                            propertyId: number;
                            description: string;
                            program: string;
                            checkInTime: string;
                            checkOutTime: string;
                            included: string;
                            notIncluded: string;
                            language: string;
                            facilitators: {
                                name: string;
                                bio: string;
                                imageUrl: string | null;
                                photoId: number | null;
                                photo: {
                                    id: number;
                                    alt: string;
                                    width: number;
                                    height: number;
                                    sizes: {
                                        width: number;
                                        height: number;
                                        avif: string;
                                        webp: string;
                                    }[];
                                } | null;
                            }[];
                            photos: {
                                id: number;
                                alt: string;
                                width: number;
                                height: number;
                                sizes: {
                                    width: number;
                                    height: number;
                                    avif: string;
                                    webp: string;
                                }[];
                            }[];
                            options: {
                                id: number;
                                name: string;
                                description: string;
                                priceCents: number;
                                earlyBirdPriceCents: number | null;
                                earlyBirdUntil: string | null;
                                earlyBirdSpots: number | null;
                                currentPriceCents: number;
                                earlyBirdNow: boolean;
                                spots: number;
                                spotsLeft: number;
                                roomId: number | null;
                            }[];
                            depositPercent: number | null;
                            balanceDueDays: number;
                            /** @enum {string} */
                            cancellationPolicy: "flexible" | "standard" | "strict";
                            /** @enum {string} */
                            status: "draft" | "published" | "cancelled";
                            /** @enum {string} */
                            bookingMode: "instant" | "request";
                            organisationName: string;
                            bookedPeople: number;
                            waitlistPeople: number;
                            paidCents: number;
                        };
                    };
                };
                /** @description Invalid fields, each named */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not a member of any partner organisation */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such retreat among your organisations */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Published: dates, terms and options are kept; or cancelled */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/retreats/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish one of your retreats (holding its rooms) or take it back to draft while nobody booked */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "published" | "draft";
                    };
                };
            };
            responses: {
                /** @description The retreat, with its options and figures */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            title: string;
                            summary: string;
                            startDate: string;
                            endDate: string;
                            propertyName: string;
                            city: string;
                            country: string;
                            imageUrl: string;
                            /** @enum {string} */
                            level: "beginner" | "all" | "advanced";
                            features: string[];
                            fromPriceCents: number;
                            fullPriceCents: number | null;
                            earlyBirdUntil: string | null;
                            spotsLeft: number;
                            propertyId: number;
                            description: string;
                            program: string;
                            checkInTime: string;
                            checkOutTime: string;
                            included: string;
                            notIncluded: string;
                            language: string;
                            facilitators: {
                                name: string;
                                bio: string;
                                imageUrl: string | null;
                                photoId: number | null;
                                photo: {
                                    id: number;
                                    alt: string;
                                    width: number;
                                    height: number;
                                    sizes: {
                                        width: number;
                                        height: number;
                                        avif: string;
                                        webp: string;
                                    }[];
                                } | null;
                            }[];
                            photos: {
                                id: number;
                                alt: string;
                                width: number;
                                height: number;
                                sizes: {
                                    width: number;
                                    height: number;
                                    avif: string;
                                    webp: string;
                                }[];
                            }[];
                            options: {
                                id: number;
                                name: string;
                                description: string;
                                priceCents: number;
                                earlyBirdPriceCents: number | null;
                                earlyBirdUntil: string | null;
                                earlyBirdSpots: number | null;
                                currentPriceCents: number;
                                earlyBirdNow: boolean;
                                spots: number;
                                spotsLeft: number;
                                roomId: number | null;
                            }[];
                            depositPercent: number | null;
                            balanceDueDays: number;
                            /** @enum {string} */
                            cancellationPolicy: "flexible" | "standard" | "strict";
                            /** @enum {string} */
                            status: "draft" | "published" | "cancelled";
                            /** @enum {string} */
                            bookingMode: "instant" | "request";
                            organisationName: string;
                            bookedPeople: number;
                            waitlistPeople: number;
                            paidCents: number;
                        };
                    };
                };
                /** @description Invalid fields, each named */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not a member of any partner organisation */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such retreat among your organisations */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Started, booked, cancelled, or a room is not free */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/retreats/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel one of your retreats: every place is cancelled, refunded in full and mailed */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description The retreat, with its options and figures */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            title: string;
                            summary: string;
                            startDate: string;
                            endDate: string;
                            propertyName: string;
                            city: string;
                            country: string;
                            imageUrl: string;
                            /** @enum {string} */
                            level: "beginner" | "all" | "advanced";
                            features: string[];
                            fromPriceCents: number;
                            fullPriceCents: number | null;
                            earlyBirdUntil: string | null;
                            spotsLeft: number;
                            propertyId: number;
                            description: string;
                            program: string;
                            checkInTime: string;
                            checkOutTime: string;
                            included: string;
                            notIncluded: string;
                            language: string;
                            facilitators: {
                                name: string;
                                bio: string;
                                imageUrl: string | null;
                                photoId: number | null;
                                photo: {
                                    id: number;
                                    alt: string;
                                    width: number;
                                    height: number;
                                    sizes: {
                                        width: number;
                                        height: number;
                                        avif: string;
                                        webp: string;
                                    }[];
                                } | null;
                            }[];
                            photos: {
                                id: number;
                                alt: string;
                                width: number;
                                height: number;
                                sizes: {
                                    width: number;
                                    height: number;
                                    avif: string;
                                    webp: string;
                                }[];
                            }[];
                            options: {
                                id: number;
                                name: string;
                                description: string;
                                priceCents: number;
                                earlyBirdPriceCents: number | null;
                                earlyBirdUntil: string | null;
                                earlyBirdSpots: number | null;
                                currentPriceCents: number;
                                earlyBirdNow: boolean;
                                spots: number;
                                spotsLeft: number;
                                roomId: number | null;
                            }[];
                            depositPercent: number | null;
                            balanceDueDays: number;
                            /** @enum {string} */
                            cancellationPolicy: "flexible" | "standard" | "strict";
                            /** @enum {string} */
                            status: "draft" | "published" | "cancelled";
                            /** @enum {string} */
                            bookingMode: "instant" | "request";
                            organisationName: string;
                            bookedPeople: number;
                            waitlistPeople: number;
                            paidCents: number;
                        };
                    };
                };
                /** @description Invalid fields, each named */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not a member of any partner organisation */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such retreat among your organisations */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Already cancelled */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/retreats/{id}/participants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who booked one of your retreats: option, people, paid, balance due */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The places, in booking order */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                bookingId: number;
                                guestName: string;
                                guestEmail: string | null;
                                optionName: string;
                                people: number;
                                /** @enum {string} */
                                status: "pending" | "confirmed" | "cancelled" | "payment_failed" | "requested" | "declined" | "expired";
                                totalCents: number;
                                paidCents: number;
                                refundedCents: number;
                                balanceDueCents: number;
                                balanceDueDate: string | null;
                                /** @enum {string} */
                                balanceStatus: "none" | "scheduled" | "paid" | "failed";
                                requestExpiresAt: string | null;
                                conversationId: number | null;
                            }[];
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not a member of any partner organisation */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such retreat among your organisations */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your organisations' services, with their property (of one property with propertyId) */
        get: {
            parameters: {
                query?: {
                    propertyId?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Your services */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: number;
                                property: {
                                    id: number;
                                    name: string;
                                };
                                title: string;
                                description: string;
                                /** @enum {string} */
                                type: "fitness" | "yoga" | "spa" | "other";
                                category: string;
                                priceCents: number;
                                durationMinutes: number;
                                capacityPerDay: number;
                                imageUrl: string;
                                updatedAt: string;
                            }[];
                        };
                    };
                };
                /** @description Bad propertyId */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not a member of any partner organisation */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Add a service to one of your properties; travellers see it at once */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        propertyId: number;
                        title: string;
                        description: string;
                        /** @enum {string} */
                        type: "fitness" | "yoga" | "spa" | "other";
                        /** @enum {string} */
                        category: "Fitness" | "Yoga" | "Pilates" | "Spa" | "Massage" | "Thermal" | "Mindfulness" | "Sound Healing" | "Nutrition" | "Cooking" | "Outdoors";
                        priceCents: number;
                        durationMinutes: number;
                        capacityPerDay: number;
                    };
                };
            };
            responses: {
                /** @description The service, with its property */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            property: {
                                id: number;
                                name: string;
                            };
                            title: string;
                            description: string;
                            /** @enum {string} */
                            type: "fitness" | "yoga" | "spa" | "other";
                            category: string;
                            priceCents: number;
                            durationMinutes: number;
                            capacityPerDay: number;
                            imageUrl: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description Invalid fields, each named */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not a member of any partner organisation */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description The property is not one of your organisations */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/services/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of your services as you edit it */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The service, with its property */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            property: {
                                id: number;
                                name: string;
                            };
                            title: string;
                            description: string;
                            /** @enum {string} */
                            type: "fitness" | "yoga" | "spa" | "other";
                            category: string;
                            priceCents: number;
                            durationMinutes: number;
                            capacityPerDay: number;
                            imageUrl: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not a member of any partner organisation */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such service among your organisations */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        /** Save one of your services: name, description, type, category, price, duration, capacity per day */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        propertyId: number;
                        title: string;
                        description: string;
                        /** @enum {string} */
                        type: "fitness" | "yoga" | "spa" | "other";
                        /** @enum {string} */
                        category: "Fitness" | "Yoga" | "Pilates" | "Spa" | "Massage" | "Thermal" | "Mindfulness" | "Sound Healing" | "Nutrition" | "Cooking" | "Outdoors";
                        priceCents: number;
                        durationMinutes: number;
                        capacityPerDay: number;
                    };
                };
            };
            responses: {
                /** @description The service, with its property */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            property: {
                                id: number;
                                name: string;
                            };
                            title: string;
                            description: string;
                            /** @enum {string} */
                            type: "fitness" | "yoga" | "spa" | "other";
                            category: string;
                            priceCents: number;
                            durationMinutes: number;
                            capacityPerDay: number;
                            imageUrl: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description Invalid fields, each named */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not a member of any partner organisation */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such service among your organisations */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reviews of your properties' rooms, newest first (one property with propertyId), 20 or 50 a page */
        get: {
            parameters: {
                query?: {
                    propertyId?: number;
                    page?: number;
                    pageSize?: "20" | "50";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of reviews and the total */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            reviews: {
                                id: number;
                                rating: number;
                                comment: string | null;
                                guestName: string;
                                createdAt: string;
                                reply: {
                                    text: string;
                                    repliedAt: string;
                                } | null;
                                property: {
                                    id: number;
                                    name: string;
                                };
                                room: {
                                    id: number;
                                    title: string;
                                };
                                hiddenAt: string | null;
                            }[];
                            total: number;
                            page: number;
                            pageSize: number;
                        };
                    };
                };
                /** @description Bad parameter */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not a member of any partner organisation */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/reviews/{id}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Write the public reply to a review of your property (replaces the one before) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        text: string;
                    };
                };
            };
            responses: {
                /** @description The review, with its reply */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            rating: number;
                            comment: string | null;
                            guestName: string;
                            createdAt: string;
                            reply: {
                                text: string;
                                repliedAt: string;
                            } | null;
                            property: {
                                id: number;
                                name: string;
                            };
                            room: {
                                id: number;
                                title: string;
                            };
                            hiddenAt: string | null;
                        };
                    };
                };
                /** @description Invalid fields, each named */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not a member of any partner organisation */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such review of your properties */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Restora has hidden the review: it takes no reply */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        /** Remove your public reply to a review (nothing happens when there is none) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The review, with its reply */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            rating: number;
                            comment: string | null;
                            guestName: string;
                            createdAt: string;
                            reply: {
                                text: string;
                                repliedAt: string;
                            } | null;
                            property: {
                                id: number;
                                name: string;
                            };
                            room: {
                                id: number;
                                title: string;
                            };
                            hiddenAt: string | null;
                        };
                    };
                };
                /** @description Bad id */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not a member of any partner organisation */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such review of your properties */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Stay and service bookings of your properties (upcoming, current or past), 50 a page */
        get: {
            parameters: {
                query?: {
                    when?: "upcoming" | "current" | "past";
                    propertyId?: number;
                    from?: string;
                    to?: string;
                    page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of bookings, with the total count */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: number;
                                /** @enum {string} */
                                kind: "stay" | "service";
                                /** @enum {string} */
                                status: "confirmed" | "cancelled";
                                guestName: string;
                                guestEmail: string;
                                propertyId: number;
                                propertyName: string;
                                roomId: number | null;
                                serviceId: number | null;
                                title: string;
                                checkIn: string;
                                checkOut: string | null;
                                guests: number | null;
                                totalCents: number;
                                refundedCents: number;
                                refundableCents: number;
                                /** @enum {string|null} */
                                refundStatus: "pending" | "succeeded" | "failed" | null;
                                /** @enum {string|null} */
                                cancelledBy: "guest" | "partner" | "operator" | null;
                                cancellationReason: string | null;
                                cancelledAt: string | null;
                                canCancel: boolean;
                            }[];
                            total: number;
                            page: number;
                            pageSize: number;
                        };
                    };
                };
                /** @description Invalid filter, each named */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not a member of any partner organisation */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/bookings/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a confirmed booking of your property with a reason: the guest is refunded in full and mailed */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Cancelled, with the refund */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /** @enum {string} */
                            kind: "stay" | "service";
                            /** @enum {string} */
                            status: "confirmed" | "cancelled";
                            guestName: string;
                            guestEmail: string;
                            propertyId: number;
                            propertyName: string;
                            roomId: number | null;
                            serviceId: number | null;
                            title: string;
                            checkIn: string;
                            checkOut: string | null;
                            guests: number | null;
                            totalCents: number;
                            refundedCents: number;
                            refundableCents: number;
                            /** @enum {string|null} */
                            refundStatus: "pending" | "succeeded" | "failed" | null;
                            /** @enum {string|null} */
                            cancelledBy: "guest" | "partner" | "operator" | null;
                            cancellationReason: string | null;
                            cancelledAt: string | null;
                            canCancel: boolean;
                        };
                    };
                };
                /** @description No reason, or one too long */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not a member of any partner organisation */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such booking among your properties */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description The booking changed meanwhile */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Already cancelled, or already over */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/booking-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Requests to book waiting for your answer, the soonest to lapse first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The waiting requests (at most 100) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: number;
                                /** @enum {string} */
                                status: "requested" | "confirmed" | "declined" | "expired" | "payment_failed";
                                propertyId: number;
                                propertyName: string;
                                roomId: number;
                                roomTitle: string;
                                guestName: string;
                                checkIn: string;
                                checkOut: string;
                                guests: number | null;
                                totalCents: number;
                                requestExpiresAt: string | null;
                                conversationId: number | null;
                            }[];
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not a member of any partner organisation */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/booking-requests/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept a request to book: the guest's card is charged and the booking confirmed */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The request as it now stands */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /** @enum {string} */
                            status: "requested" | "confirmed" | "declined" | "expired" | "payment_failed";
                            propertyId: number;
                            propertyName: string;
                            roomId: number;
                            roomTitle: string;
                            guestName: string;
                            checkIn: string;
                            checkOut: string;
                            guests: number | null;
                            totalCents: number;
                            requestExpiresAt: string | null;
                            conversationId: number | null;
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not a member of any partner organisation */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such request among your properties */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Already answered, expired, or the card could not be charged */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/booking-requests/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline a request to book with a message: nothing is charged and the nights are free again */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            responses: {
                /** @description The request as it now stands */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /** @enum {string} */
                            status: "requested" | "confirmed" | "declined" | "expired" | "payment_failed";
                            propertyId: number;
                            propertyName: string;
                            roomId: number;
                            roomTitle: string;
                            guestName: string;
                            checkIn: string;
                            checkOut: string;
                            guests: number | null;
                            totalCents: number;
                            requestExpiresAt: string | null;
                            conversationId: number | null;
                        };
                    };
                };
                /** @description No message, or one too long */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not a member of any partner organisation */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such request among your properties */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Already answered or expired */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/retreat-requests/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept a place requested on a retreat: the guest's card is charged the deposit (or all) and the place confirmed */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The place as it now stands, as the participants list shows it */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            bookingId: number;
                            guestName: string;
                            guestEmail: string | null;
                            optionName: string;
                            people: number;
                            /** @enum {string} */
                            status: "pending" | "confirmed" | "cancelled" | "payment_failed" | "requested" | "declined" | "expired";
                            totalCents: number;
                            paidCents: number;
                            refundedCents: number;
                            balanceDueCents: number;
                            balanceDueDate: string | null;
                            /** @enum {string} */
                            balanceStatus: "none" | "scheduled" | "paid" | "failed";
                            requestExpiresAt: string | null;
                            conversationId: number | null;
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not a member of any partner organisation */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such request among your retreats */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Already answered, expired, or the card could not be charged */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/retreat-requests/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline a place requested on a retreat with a message: nothing is charged, the spots are free again */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            responses: {
                /** @description The place as it now stands, as the participants list shows it */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            bookingId: number;
                            guestName: string;
                            guestEmail: string | null;
                            optionName: string;
                            people: number;
                            /** @enum {string} */
                            status: "pending" | "confirmed" | "cancelled" | "payment_failed" | "requested" | "declined" | "expired";
                            totalCents: number;
                            paidCents: number;
                            refundedCents: number;
                            balanceDueCents: number;
                            balanceDueDate: string | null;
                            /** @enum {string} */
                            balanceStatus: "none" | "scheduled" | "paid" | "failed";
                            requestExpiresAt: string | null;
                            conversationId: number | null;
                        };
                    };
                };
                /** @description No message, or one too long */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not a member of any partner organisation */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such request among your retreats */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Already answered or expired */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/earnings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your organisations' paid bookings per month of a year (by check-in): gross, cancellations and net, per property */
        get: {
            parameters: {
                query: {
                    year: number;
                    propertyId?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The twelve months, the year and each property */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            year: number;
                            propertyId: number | null;
                            months: {
                                grossCents: number;
                                grossCount: number;
                                cancelledCents: number;
                                cancelledCount: number;
                                netCents: number;
                                netCount: number;
                                month: string;
                            }[];
                            totals: {
                                grossCents: number;
                                grossCount: number;
                                cancelledCents: number;
                                cancelledCount: number;
                                netCents: number;
                                netCount: number;
                            };
                            properties: {
                                id: number;
                                name: string;
                                totals: {
                                    grossCents: number;
                                    grossCount: number;
                                    cancelledCents: number;
                                    cancelledCount: number;
                                    netCents: number;
                                    netCount: number;
                                };
                            }[];
                            retreats: {
                                months: {
                                    depositCents: number;
                                    balanceCents: number;
                                    refundedCents: number;
                                    netCents: number;
                                    places: number;
                                    month: string;
                                }[];
                                totals: {
                                    depositCents: number;
                                    balanceCents: number;
                                    refundedCents: number;
                                    netCents: number;
                                    places: number;
                                };
                            };
                        };
                    };
                };
                /** @description The year is not between 2000 and 2100, or the property id is not a number */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not a member of any partner organisation */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such property among your organisations */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your organisations' conversations, the latest message first (unread, propertyId, status filters) */
        get: {
            parameters: {
                query?: {
                    unread?: "true" | "false";
                    page?: number;
                    propertyId?: number;
                    status?: "open" | "closed";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of conversations and the total */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            conversations: {
                                id: number;
                                about: {
                                    property: {
                                        id: number;
                                        name: string;
                                    };
                                    room: {
                                        id: number;
                                        title: string;
                                    } | null;
                                    retreat: {
                                        id: number;
                                        title: string;
                                    } | null;
                                    service: {
                                        id: number;
                                        title: string;
                                    } | null;
                                    bookingId: number | null;
                                    retreatBookingId: number | null;
                                    /** @enum {string|null} */
                                    bookingStatus?: "pending" | "confirmed" | "payment_failed" | "cancelled" | "requested" | "declined" | "expired" | null;
                                };
                                organisation: {
                                    id: number;
                                    name: string;
                                };
                                guestName: string;
                                /** @enum {string} */
                                status: "open" | "closed";
                                lastMessageAt: string;
                                unread: number;
                                lastMessage: {
                                    /** @enum {string} */
                                    side: "guest" | "partner";
                                    preview: string;
                                    mine: boolean;
                                } | null;
                                createdAt: string;
                            }[];
                            total: number;
                            page: number;
                            pageSize: number;
                        };
                    };
                };
                /** @description Bad parameter */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not a member of any partner organisation */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/conversations/unread": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your unread messages in your organisations' conversations (the console's badge) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Your unread messages and the conversations that hold them */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            messages: number;
                            conversations: number;
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not a member of any partner organisation */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/conversations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One conversation with its messages (earlier ones with before); the newest page marks it read for you */
        get: {
            parameters: {
                query?: {
                    before?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The thread with its latest messages, oldest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            about: {
                                property: {
                                    id: number;
                                    name: string;
                                };
                                room: {
                                    id: number;
                                    title: string;
                                } | null;
                                retreat: {
                                    id: number;
                                    title: string;
                                } | null;
                                service: {
                                    id: number;
                                    title: string;
                                } | null;
                                bookingId: number | null;
                                retreatBookingId: number | null;
                                /** @enum {string|null} */
                                bookingStatus?: "pending" | "confirmed" | "payment_failed" | "cancelled" | "requested" | "declined" | "expired" | null;
                            };
                            organisation: {
                                id: number;
                                name: string;
                            };
                            guestName: string;
                            /** @enum {string} */
                            status: "open" | "closed";
                            lastMessageAt: string;
                            unread: number;
                            lastMessage: {
                                /** @enum {string} */
                                side: "guest" | "partner";
                                preview: string;
                                mine: boolean;
                            } | null;
                            createdAt: string;
                            messages: {
                                id: number;
                                /** @enum {string} */
                                side: "guest" | "partner";
                                senderName: string | null;
                                mine: boolean;
                                body: string;
                                photos: {
                                    id: number;
                                    width: number;
                                    height: number;
                                    sizes: {
                                        width: number;
                                        height: number;
                                        avif: string;
                                        webp: string;
                                    }[];
                                }[];
                                createdAt: string;
                            }[];
                            hasEarlier: boolean;
                            guestMayWrite: boolean;
                        };
                    };
                };
                /** @description Bad parameter */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not a member of any partner organisation */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such conversation of your organisations' */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/conversations/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Answer the guest, signed with your first name */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        body: string;
                        photoIds?: number[];
                    };
                };
            };
            responses: {
                /** @description The thread with its latest messages, oldest first */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            about: {
                                property: {
                                    id: number;
                                    name: string;
                                };
                                room: {
                                    id: number;
                                    title: string;
                                } | null;
                                retreat: {
                                    id: number;
                                    title: string;
                                } | null;
                                service: {
                                    id: number;
                                    title: string;
                                } | null;
                                bookingId: number | null;
                                retreatBookingId: number | null;
                                /** @enum {string|null} */
                                bookingStatus?: "pending" | "confirmed" | "payment_failed" | "cancelled" | "requested" | "declined" | "expired" | null;
                            };
                            organisation: {
                                id: number;
                                name: string;
                            };
                            guestName: string;
                            /** @enum {string} */
                            status: "open" | "closed";
                            lastMessageAt: string;
                            unread: number;
                            lastMessage: {
                                /** @enum {string} */
                                side: "guest" | "partner";
                                preview: string;
                                mine: boolean;
                            } | null;
                            createdAt: string;
                            messages: {
                                id: number;
                                /** @enum {string} */
                                side: "guest" | "partner";
                                senderName: string | null;
                                mine: boolean;
                                body: string;
                                photos: {
                                    id: number;
                                    width: number;
                                    height: number;
                                    sizes: {
                                        width: number;
                                        height: number;
                                        avif: string;
                                        webp: string;
                                    }[];
                                }[];
                                createdAt: string;
                            }[];
                            hasEarlier: boolean;
                            guestMayWrite: boolean;
                        };
                    };
                };
                /** @description Invalid fields, each named */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not a member of any partner organisation */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such conversation of your organisations' */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Too many messages in a short time (Retry-After) */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/conversations/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark a conversation read for you (each member has their own marks); answers your unread total */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Your unread messages and the conversations that hold them */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            messages: number;
                            conversations: number;
                        };
                    };
                };
                /** @description Bad id */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not a member of any partner organisation */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such conversation of your organisations' */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/conversations/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close a conversation to the guest's new messages, or open it again (recorded in the audit trail) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "open" | "closed";
                    };
                };
            };
            responses: {
                /** @description The thread with its latest messages, oldest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            about: {
                                property: {
                                    id: number;
                                    name: string;
                                };
                                room: {
                                    id: number;
                                    title: string;
                                } | null;
                                retreat: {
                                    id: number;
                                    title: string;
                                } | null;
                                service: {
                                    id: number;
                                    title: string;
                                } | null;
                                bookingId: number | null;
                                retreatBookingId: number | null;
                                /** @enum {string|null} */
                                bookingStatus?: "pending" | "confirmed" | "payment_failed" | "cancelled" | "requested" | "declined" | "expired" | null;
                            };
                            organisation: {
                                id: number;
                                name: string;
                            };
                            guestName: string;
                            /** @enum {string} */
                            status: "open" | "closed";
                            lastMessageAt: string;
                            unread: number;
                            lastMessage: {
                                /** @enum {string} */
                                side: "guest" | "partner";
                                preview: string;
                                mine: boolean;
                            } | null;
                            createdAt: string;
                            messages: {
                                id: number;
                                /** @enum {string} */
                                side: "guest" | "partner";
                                senderName: string | null;
                                mine: boolean;
                                body: string;
                                photos: {
                                    id: number;
                                    width: number;
                                    height: number;
                                    sizes: {
                                        width: number;
                                        height: number;
                                        avif: string;
                                        webp: string;
                                    }[];
                                }[];
                                createdAt: string;
                            }[];
                            hasEarlier: boolean;
                            guestMayWrite: boolean;
                        };
                    };
                };
                /** @description Invalid fields, each named */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not a member of any partner organisation */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such conversation of your organisations' */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The audit trail, newest first, 50 a page, filtered by object, actor, action or days (administrators only) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    sort?: "at";
                    dir?: "asc" | "desc";
                    objectType?: string;
                    objectId?: string;
                    actor?: string;
                    action?: string;
                    from?: string;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of audit records */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: number;
                                at: string;
                                actor: {
                                    id: string;
                                    /** @enum {string} */
                                    role: "guest" | "partner" | "operator";
                                    name: string | null;
                                    email: string | null;
                                };
                                action: string;
                                objectType: string;
                                objectId: string;
                                requestId: string | null;
                            }[];
                            total: number;
                            page: number;
                            pageSize: number;
                        };
                    };
                };
                /** @description Invalid filter or page */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not an administrator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One audit record with the object before and after the write (administrators only) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The record */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            at: string;
                            actor: {
                                id: string;
                                /** @enum {string} */
                                role: "guest" | "partner" | "operator";
                                name: string | null;
                                email: string | null;
                            };
                            action: string;
                            objectType: string;
                            objectId: string;
                            requestId: string | null;
                            before?: unknown;
                            after?: unknown;
                        };
                    };
                };
                /** @description Invalid id */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Not an administrator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description No such record */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calendar/rooms/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A room's taken nights as iCal (bookings and blocks, no guest data) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    file: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The calendar */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/calendar": string;
                    };
                };
                /** @description Unchanged since the ETag given */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No room has this address (or it was regenerated) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
