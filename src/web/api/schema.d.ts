// Generated from the server's OpenAPI document by scripts/generate-api-types.ts (npm run api:generate). Do not edit.

export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the server and its database are up */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ok" | "unavailable";
                            database: {
                                /** @enum {string} */
                                engine: "pglite" | "postgresql";
                                isReachable: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ok" | "unavailable";
                            database: {
                                /** @enum {string} */
                                engine: "pglite" | "postgresql";
                                isReachable: boolean;
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
    "/api/organization": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organization of the request's host or subdomain parameter */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            subdomain: string;
                            isPlatform: boolean;
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
    "/api/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user, their profile and organization, and where their account setup stands */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            user: {
                                /** Format: uuid */
                                id: string;
                                email: string;
                                /** @description From the user metadata; empty when none was given */
                                name: string;
                            };
                            profile: {
                                /** @description user, agent, org_admin or super_admin; anything else is not a role the app knows */
                                role: string;
                                /** Format: uuid */
                                organizationId: string;
                                name: string;
                                hasOnboarded: boolean;
                                /** @enum {string} */
                                approvalStatus: "approved" | "pending" | "rejected";
                            } | null;
                            organization: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                subdomain: string;
                                domain: string | null;
                                isPlatform: boolean;
                            } | null;
                            /**
                             * @description needed: the organization-admin sign-up still has to create its organization; incomplete: no profile otherwise
                             * @enum {string}
                             */
                            onboarding: "complete" | "needed" | "incomplete";
                            /** @description Why this account may not be used on the request's host, as a password sign-in there would be refused; null when it may */
                            refusal: {
                                /** @enum {string} */
                                code: "main_domain_only" | "other_organization" | "approval_pending" | "approval_rejected";
                                message: string;
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
    "/api/registration-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organization's agent self-registration and manual approval settings */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            agentSelfRegistrationEnabled: boolean;
                            /** @description Required (true) or Auto-approve (false) for new customer and agent accounts */
                            manualApproval: boolean;
                        };
                    };
                };
            };
        };
        /** Saves the organization's agent self-registration and manual approval settings */
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
                        agentSelfRegistrationEnabled: boolean;
                        /** @description Required (true) or Auto-approve (false) for new customer and agent accounts */
                        manualApproval: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            agentSelfRegistrationEnabled: boolean;
                            /** @description Required (true) or Auto-approve (false) for new customer and agent accounts */
                            manualApproval: boolean;
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
