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
                            /** @description New accounts wait for an org admin to approve them before they can sign in */
                            isApprovalRequired: boolean;
                            /** @description Single sign-on: the login page offers "Sign in with {label}" (auth-js signInWithSSO with providerId) */
                            sso: {
                                /** Format: uuid */
                                providerId: string;
                                label: string;
                            } | null;
                            /** @description Its pages carry its own name and logo instead of the product's (the Elite plan) */
                            isWhiteLabel: boolean;
                            /** @description A white-labelled organization's logo from its theme; null otherwise or when it has none */
                            logoUrl: string | null;
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
    "/api/onboarding/subdomain-availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether a new organization can have this subdomain */
        get: {
            parameters: {
                query: {
                    subdomain: string;
                };
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
                            /** @description The subdomain as it would be stored: lower case, only a-z, 0-9 and hyphens */
                            subdomain: string;
                            isAvailable: boolean;
                            /** @description Why it is not available (taken, reserved or not valid); null when it is */
                            reason: string | null;
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
    "/api/onboarding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Creates the signed-in organization admin's organization from their sign-up (once; later calls answer the same one) */
        post: {
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
                            organization: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                subdomain: string;
                                /** @description The address it signed up with: {subdomain}.APP_DOMAIN, or its custom domain (not yet verified) */
                                domain: string | null;
                            };
                            /** @description The organization's dashboard on its own host */
                            dashboardUrl: string;
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
    "/api/onboarding/handoff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An address that signs the caller in on their organization's own host, with a single-use token in its fragment */
        post: {
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
                            url: string;
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
    "/api/account/find-workspace": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mails an address the site where its account signs in; the same answer whether or not it has one */
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
                        /** Format: email */
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
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
                                code: "main_domain_only" | "other_organization" | "approval_pending" | "approval_rejected" | "customer_account_closed";
                                message: string;
                            } | null;
                            /**
                             * @description none: no authenticator app; needed: the session must verify its code first (other routes answer 403 mfa_verification_required); setup_required: the organization requires one and the grace period is over (other routes answer 403 mfa_enrollment_required); verified: it has
                             * @enum {string}
                             */
                            secondFactor: "none" | "needed" | "setup_required" | "verified";
                            /**
                             * Format: date-time
                             * @description For a person without an authenticator app whom the organization requires to have one: from when; null otherwise
                             */
                            secondFactorDueAt: string | null;
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
    "/api/me/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Changes the caller's display name (the e-mail address cannot be changed here)
         * @description Staff of the request's organization on its host; super admins on the main domain.
         */
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
                        name: string;
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
                            name: string;
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
    "/api/me/notification-flags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's workspace alerts (sound, desktop), off until they are turned on
         * @description Staff of the request's organization on its host; super admins on the main domain.
         */
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
                            /**
                             * @description A short tone when a notification arrives
                             * @default false
                             */
                            sound: boolean;
                            /**
                             * @description The device's own notification when one arrives while the tab is in the background
                             * @default false
                             */
                            desktop: boolean;
                        };
                    };
                };
            };
        };
        /**
         * Saves the caller's workspace alerts
         * @description Staff of the request's organization on its host; super admins on the main domain.
         */
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
                        /**
                         * @description A short tone when a notification arrives
                         * @default false
                         */
                        sound?: boolean;
                        /**
                         * @description The device's own notification when one arrives while the tab is in the background
                         * @default false
                         */
                        desktop?: boolean;
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
                            /**
                             * @description A short tone when a notification arrives
                             * @default false
                             */
                            sound: boolean;
                            /**
                             * @description The device's own notification when one arrives while the tab is in the background
                             * @default false
                             */
                            desktop: boolean;
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
    "/api/me/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's active sessions, the most recently used first
         * @description Anyone signed in, for their own sessions.
         */
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
                            sessions: {
                                /** Format: uuid */
                                id: string;
                                /** @description Browser and system from the user agent the session started with, e.g. Chrome on macOS */
                                device: string;
                                /** @description The IP address the session started from */
                                address: string | null;
                                /** Format: date-time */
                                startedAt: string;
                                /**
                                 * Format: date-time
                                 * @description The last sign-in or token refresh of the session
                                 */
                                lastUsedAt: string;
                                /** @description Whether it is the session of this request (This device) */
                                isCurrent: boolean;
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
    "/api/me/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Signs out one of the caller’s other sessions
         * @description Anyone signed in, for their own sessions. Its refresh token stops working at once; another person's session is not found.
         */
        delete: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            signedOut: number;
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
    "/api/me/sessions/sign-out-others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Signs out every session of the caller but this one
         * @description Anyone signed in, for their own sessions. Their refresh tokens stop working at once, their access tokens within seconds.
         */
        post: {
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
                            signedOut: number;
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
    "/api/audit-events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organization's audit log, newest first, a page at a time, filtered
         * @description Org admins, for their organization on its host; super admins on the main domain, for the platform's own events (their actions, sign-ins there).
         */
        get: {
            parameters: {
                query?: {
                    action?: "auth.sign_in" | "auth.sign_in_failed" | "auth.password_changed" | "auth.password_reset_requested" | "auth.sessions_signed_out" | "auth.two_factor_enabled" | "auth.two_factor_removed" | "auth.recovery_codes_generated" | "auth.two_factor_failed" | "auth.two_factor_locked" | "settings.updated" | "agent_permissions.updated" | "agent.invited" | "agent.invitation_revoked" | "agent.role_changed" | "agent.removed" | "account.approved" | "account.rejected" | "customer.deleted" | "customer.archived" | "customer.restored" | "customers.exported" | "time_cards.exported" | "tickets.bulk_changed" | "ticket.deleted" | "work_order.reopened" | "api_key.created" | "api_key.revoked" | "webhook.created" | "webhook.updated" | "webhook.deleted" | "webhook.secret_rotated";
                    /** @description Part of the actor's name or e-mail address */
                    actor?: string;
                    from?: string;
                    /** @description Exclusive */
                    to?: string;
                    /** @description Part of the actor, the target, the address or the values before and after */
                    search?: string;
                    cursor?: string;
                };
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
                            events: {
                                /** Format: uuid */
                                id: string;
                                /** @description One of: auth.sign_in, auth.sign_in_failed, auth.password_changed, auth.password_reset_requested, auth.sessions_signed_out, auth.two_factor_enabled, auth.two_factor_removed, auth.recovery_codes_generated, auth.two_factor_failed, auth.two_factor_locked, settings.updated, agent_permissions.updated, agent.invited, agent.invitation_revoked, agent.role_changed, agent.removed, account.approved, account.rejected, customer.deleted, customer.archived, customer.restored, customers.exported, time_cards.exported, tickets.bulk_changed, ticket.deleted, work_order.reopened, api_key.created, api_key.revoked, webhook.created, webhook.updated, webhook.deleted, webhook.secret_rotated */
                                action: string;
                                /** @description The action as the log shows it, e.g. Settings changed */
                                actionLabel: string;
                                /**
                                 * Format: uuid
                                 * @description Null when nobody signed in acted (a failed sign-in of an unknown address)
                                 */
                                actorId: string | null;
                                actorName: string;
                                actorEmail: string | null;
                                /** @description What was acted on: settings, customer, ticket, work_order, agent… */
                                targetType: string | null;
                                targetId: string | null;
                                /** @description Its name as it was then (for settings, the tab) */
                                targetLabel: string | null;
                                /** @description For settings, the changed fields' values before */
                                before: {
                                    [key: string]: unknown;
                                } | null;
                                /** @description …and after */
                                after: {
                                    [key: string]: unknown;
                                } | null;
                                /** @description The request's IP address, as the server sees it behind its configured proxies */
                                address: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            nextCursor: string | null;
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
    "/api/audit-events/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The filtered audit log as a CSV file, newest first
         * @description Org admins, for their organization on its host; super admins on the main domain, for the platform's own events (their actions, sign-ins there). Cells a spreadsheet would run as a formula are guarded as in the customers export; at most 50000 rows.
         */
        get: {
            parameters: {
                query?: {
                    action?: "auth.sign_in" | "auth.sign_in_failed" | "auth.password_changed" | "auth.password_reset_requested" | "auth.sessions_signed_out" | "auth.two_factor_enabled" | "auth.two_factor_removed" | "auth.recovery_codes_generated" | "auth.two_factor_failed" | "auth.two_factor_locked" | "settings.updated" | "agent_permissions.updated" | "agent.invited" | "agent.invitation_revoked" | "agent.role_changed" | "agent.removed" | "account.approved" | "account.rejected" | "customer.deleted" | "customer.archived" | "customer.restored" | "customers.exported" | "time_cards.exported" | "tickets.bulk_changed" | "ticket.deleted" | "work_order.reopened" | "api_key.created" | "api_key.revoked" | "webhook.created" | "webhook.updated" | "webhook.deleted" | "webhook.secret_rotated";
                    /** @description Part of the actor's name or e-mail address */
                    actor?: string;
                    from?: string;
                    /** @description Exclusive */
                    to?: string;
                    /** @description Part of the actor, the target, the address or the values before and after */
                    search?: string;
                };
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
                    content?: never;
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
    "/api/user-approvals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Customer and agent accounts waiting for approval (Manual User Approval: Required), newest first */
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
                            accounts: {
                                /** Format: uuid */
                                userId: string;
                                name: string;
                                email: string;
                                /** @enum {string} */
                                role: "user" | "agent";
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            hasMore: boolean;
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
    "/api/user-approvals/{userId}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approves a waiting account: the person can sign in and is e-mailed so
         * @description An account that is not waiting in this organization is approval_not_found.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                };
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
                            userId: string;
                            name: string;
                            email: string;
                            /** @enum {string} */
                            role: "user" | "agent";
                            /** Format: date-time */
                            createdAt: string;
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
    "/api/user-approvals/{userId}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rejects a waiting account: the person cannot sign in and is e-mailed so
         * @description An account that is not waiting in this organization is approval_not_found.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                };
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
                            userId: string;
                            name: string;
                            email: string;
                            /** @enum {string} */
                            role: "user" | "agent";
                            /** Format: date-time */
                            createdAt: string;
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
    "/api/mail-quarantine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Received mail held in the quarantine (senders over their limit, unreadable messages), newest first */
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
                            messages: {
                                /** Format: uuid */
                                id: string;
                                /** @description The From address; empty when the message could not be read */
                                sender: string;
                                subject: string;
                                /**
                                 * @description sender_over_limit: its sender was held; undecodable: it could not be read
                                 * @enum {string}
                                 */
                                reason: "sender_over_limit" | "undecodable";
                                /** Format: date-time */
                                receivedAt: string;
                            }[];
                            hasMore: boolean;
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
    "/api/mail-quarantine/{id}/release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Receives a quarantined message as if it had just arrived, and takes it out of the quarantine
         * @description A message not in this organization’s quarantine is quarantined_mail_not_found; one that could not be read is quarantined_mail_unreadable.
         */
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description What the message made: ticket_created, comment_added, duplicate, ignored, refused… */
                            outcome: string;
                            /**
                             * Format: uuid
                             * @description The ticket it opened or was added to
                             */
                            ticketId: string | null;
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
    "/api/mail-quarantine/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Discards a quarantined message and its stored original
         * @description A message not in this organization’s quarantine is quarantined_mail_not_found.
         */
        delete: {
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
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/datetime": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organization's date and time settings, with the specification's defaults for what was never set
         * @description Members of the request's organization; super admins on the main domain read the platform organization's.
         */
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
                            /** @default America/New_York */
                            timezone: string;
                            /**
                             * @default MM/DD/YYYY
                             * @enum {string}
                             */
                            dateFormat: "MM/DD/YYYY" | "DD/MM/YYYY" | "YYYY-MM-DD";
                            /**
                             * @default 12
                             * @enum {string}
                             */
                            timeFormat: "12" | "24";
                            /**
                             * @description 0 Sunday … 6 Saturday
                             * @default 1
                             */
                            weekStartDay: number;
                            /** @default 09:00 */
                            businessHoursStart: string;
                            /** @default 17:00 */
                            businessHoursEnd: string;
                            /**
                             * @default relative
                             * @enum {string}
                             */
                            ticketTimeFormat: "relative" | "absolute" | "both";
                            /**
                             * @default smart
                             * @enum {string}
                             */
                            relativeTimeUnits: "smart" | "verbose" | "short";
                            /** @default false */
                            showSeconds: boolean;
                            /**
                             * @description Minutes
                             * @default 5
                             */
                            autoRefreshInterval: number;
                        };
                    };
                };
            };
        };
        /**
         * Saves the organization's date and time settings (fields left out take their defaults)
         * @description Org admins of the organization, and agents with the settings.edit permission; super admins for the platform organization. Open screens hear of it live.
         */
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
                        /** @default America/New_York */
                        timezone?: string;
                        /**
                         * @default MM/DD/YYYY
                         * @enum {string}
                         */
                        dateFormat?: "MM/DD/YYYY" | "DD/MM/YYYY" | "YYYY-MM-DD";
                        /**
                         * @default 12
                         * @enum {string}
                         */
                        timeFormat?: "12" | "24";
                        /**
                         * @description 0 Sunday … 6 Saturday
                         * @default 1
                         */
                        weekStartDay?: number;
                        /** @default 09:00 */
                        businessHoursStart?: string;
                        /** @default 17:00 */
                        businessHoursEnd?: string;
                        /**
                         * @default relative
                         * @enum {string}
                         */
                        ticketTimeFormat?: "relative" | "absolute" | "both";
                        /**
                         * @default smart
                         * @enum {string}
                         */
                        relativeTimeUnits?: "smart" | "verbose" | "short";
                        /** @default false */
                        showSeconds?: boolean;
                        /**
                         * @description Minutes
                         * @default 5
                         */
                        autoRefreshInterval?: number;
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
                            /** @default America/New_York */
                            timezone: string;
                            /**
                             * @default MM/DD/YYYY
                             * @enum {string}
                             */
                            dateFormat: "MM/DD/YYYY" | "DD/MM/YYYY" | "YYYY-MM-DD";
                            /**
                             * @default 12
                             * @enum {string}
                             */
                            timeFormat: "12" | "24";
                            /**
                             * @description 0 Sunday … 6 Saturday
                             * @default 1
                             */
                            weekStartDay: number;
                            /** @default 09:00 */
                            businessHoursStart: string;
                            /** @default 17:00 */
                            businessHoursEnd: string;
                            /**
                             * @default relative
                             * @enum {string}
                             */
                            ticketTimeFormat: "relative" | "absolute" | "both";
                            /**
                             * @default smart
                             * @enum {string}
                             */
                            relativeTimeUnits: "smart" | "verbose" | "short";
                            /** @default false */
                            showSeconds: boolean;
                            /**
                             * @description Minutes
                             * @default 5
                             */
                            autoRefreshInterval: number;
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
    "/api/settings/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organization's e-mail settings, its support address and its IMAP mailbox with its reader's last status */
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
                            /**
                             * @default create_customer
                             * @enum {string}
                             */
                            unknownSender: "create_customer" | "refuse";
                            /** @default 14 */
                            reopenWindowDays: number;
                            /** @default 25 */
                            attachmentMegabytesPerMessage: number;
                            /** @description The address that receives mail for the organization; null when this server has no INBOUND_EMAIL_DOMAIN */
                            supportAddress: string | null;
                            mailbox: {
                                isEnabled: boolean;
                                host: string;
                                port: number;
                                isTls: boolean;
                                username: string;
                                /** @enum {string} */
                                authKind: "password" | "xoauth2";
                                folder: string;
                                /** @description Whether a password or token is kept; it is never returned */
                                hasSecret: boolean;
                                reader: {
                                    /** @enum {string} */
                                    state: "waiting" | "connected" | "failed";
                                    /** @description The server offers IDLE (new mail at once); otherwise it is polled every minute */
                                    isIdle: boolean;
                                    lastError: string | null;
                                    lastCheckedAt: string | null;
                                };
                            } | null;
                        };
                    };
                };
            };
        };
        /** Saves the organization's e-mail settings and IMAP mailbox; its reader restarts with them */
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
                        /**
                         * @default create_customer
                         * @enum {string}
                         */
                        unknownSender?: "create_customer" | "refuse";
                        /** @default 14 */
                        reopenWindowDays?: number;
                        /** @default 25 */
                        attachmentMegabytesPerMessage?: number;
                        /** @description The IMAP mailbox to read: left out, it stays as it is; null removes it. A secret left out keeps the stored one */
                        mailbox?: {
                            /** @default true */
                            isEnabled?: boolean;
                            host: string;
                            /** @default 993 */
                            port?: number;
                            /** @default true */
                            isTls?: boolean;
                            username: string;
                            /**
                             * @default password
                             * @enum {string}
                             */
                            authKind?: "password" | "xoauth2";
                            secret?: string;
                            /** @default INBOX */
                            folder?: string;
                        } | null;
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
                            /**
                             * @default create_customer
                             * @enum {string}
                             */
                            unknownSender: "create_customer" | "refuse";
                            /** @default 14 */
                            reopenWindowDays: number;
                            /** @default 25 */
                            attachmentMegabytesPerMessage: number;
                            /** @description The address that receives mail for the organization; null when this server has no INBOUND_EMAIL_DOMAIN */
                            supportAddress: string | null;
                            mailbox: {
                                isEnabled: boolean;
                                host: string;
                                port: number;
                                isTls: boolean;
                                username: string;
                                /** @enum {string} */
                                authKind: "password" | "xoauth2";
                                folder: string;
                                /** @description Whether a password or token is kept; it is never returned */
                                hasSecret: boolean;
                                reader: {
                                    /** @enum {string} */
                                    state: "waiting" | "connected" | "failed";
                                    /** @description The server offers IDLE (new mail at once); otherwise it is polled every minute */
                                    isIdle: boolean;
                                    lastError: string | null;
                                    lastCheckedAt: string | null;
                                };
                            } | null;
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
    "/api/settings/email/test-connection": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Signs in to the IMAP mailbox as entered (the stored secret when none is entered) and opens its folder
         * @description Answers within about 20 seconds whether it worked, or what went wrong in plain words.
         */
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
                        /** @default true */
                        isEnabled?: boolean;
                        host: string;
                        /** @default 993 */
                        port?: number;
                        /** @default true */
                        isTls?: boolean;
                        username: string;
                        /**
                         * @default password
                         * @enum {string}
                         */
                        authKind?: "password" | "xoauth2";
                        secret?: string;
                        /** @default INBOX */
                        folder?: string;
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
                            /** @enum {boolean} */
                            isOk: true;
                            isIdle: boolean;
                            messages: number;
                        } | {
                            /** @enum {boolean} */
                            isOk: false;
                            message: string;
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
    "/api/agent-invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organization's agent invitations, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    offset?: number;
                };
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
                            invitations: {
                                /** Format: uuid */
                                id: string;
                                email: string;
                                name: string | null;
                                /** @enum {string} */
                                status: "pending" | "accepted" | "revoked" | "expired";
                                invitedByName: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                expiresAt: string;
                                /** Format: date-time */
                                acceptedAt: string | null;
                            }[];
                            hasMore: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Adds an agent (when missing) and e-mails them a single-use invitation link valid for 7 days */
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
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            email: string;
                            name: string | null;
                            /** @enum {string} */
                            status: "pending" | "accepted" | "revoked" | "expired";
                            invitedByName: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            expiresAt: string;
                            /** Format: date-time */
                            acceptedAt: string | null;
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
    "/api/agent-invitations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revokes a pending invitation: its link stops working */
        delete: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            email: string;
                            name: string | null;
                            /** @enum {string} */
                            status: "pending" | "accepted" | "revoked" | "expired";
                            invitedByName: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            expiresAt: string;
                            /** Format: date-time */
                            acceptedAt: string | null;
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
    "/api/invitations/lookup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the invitation page shows for a link's token, on the inviting organization's host */
        get: {
            parameters: {
                query?: {
                    token?: string;
                };
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
                            email: string;
                            /** @description The name the admin gave the invitee, for the form to start with; empty when none */
                            name: string;
                            organizationName: string;
                            inviterName: string;
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
    "/api/invitations/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accepts an invitation: sets the name and password of the invited agent, who can then sign in */
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
                        password: string;
                        confirmPassword: string;
                        /** @default  */
                        token?: string;
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
                            email: string;
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
    "/api/agent-permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organization's agent permission matrix, Strict Permission Mode, and what the caller may do */
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
                            matrix: {
                                tickets: {
                                    create: boolean;
                                    view_assigned: boolean;
                                    view_all: boolean;
                                    edit_assigned: boolean;
                                    edit_all: boolean;
                                    delete: boolean;
                                };
                                customers: {
                                    view: boolean;
                                    create: boolean;
                                    edit: boolean;
                                    delete: boolean;
                                };
                                reports: {
                                    view_basic: boolean;
                                    view_advanced: boolean;
                                    export: boolean;
                                };
                                settings: {
                                    view: boolean;
                                    edit: boolean;
                                };
                                team: {
                                    view: boolean;
                                    invite: boolean;
                                    manage: boolean;
                                };
                                dispatch: {
                                    manage: boolean;
                                };
                                saved_replies: {
                                    manage_shared: boolean;
                                };
                                ticket_views: {
                                    manage_shared: boolean;
                                };
                            };
                            /** @description Strict Permission Mode: an agent is granted only what is ticked, nothing it implies */
                            isStrict: boolean;
                            /** @description What the caller may do: everything for an admin, the matrix's grants for an agent */
                            granted: ("tickets.create" | "tickets.view_assigned" | "tickets.view_all" | "tickets.edit_assigned" | "tickets.edit_all" | "tickets.delete" | "customers.view" | "customers.create" | "customers.edit" | "customers.delete" | "reports.view_basic" | "reports.view_advanced" | "reports.export" | "settings.view" | "settings.edit" | "team.view" | "team.invite" | "team.manage" | "dispatch.manage" | "saved_replies.manage_shared" | "ticket_views.manage_shared")[];
                        };
                    };
                };
            };
        };
        /** Saves the agent permission matrix and/or Strict Permission Mode; the server enforces them from the next request */
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
                        matrix?: {
                            tickets: {
                                create: boolean;
                                view_assigned: boolean;
                                view_all: boolean;
                                edit_assigned: boolean;
                                edit_all: boolean;
                                delete: boolean;
                            };
                            customers: {
                                view: boolean;
                                create: boolean;
                                edit: boolean;
                                delete: boolean;
                            };
                            reports: {
                                view_basic: boolean;
                                view_advanced: boolean;
                                export: boolean;
                            };
                            settings: {
                                view: boolean;
                                edit: boolean;
                            };
                            team: {
                                view: boolean;
                                invite: boolean;
                                manage: boolean;
                            };
                            dispatch: {
                                manage: boolean;
                            };
                            saved_replies: {
                                manage_shared: boolean;
                            };
                            ticket_views: {
                                manage_shared: boolean;
                            };
                        };
                        isStrict?: boolean;
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
                            matrix: {
                                tickets: {
                                    create: boolean;
                                    view_assigned: boolean;
                                    view_all: boolean;
                                    edit_assigned: boolean;
                                    edit_all: boolean;
                                    delete: boolean;
                                };
                                customers: {
                                    view: boolean;
                                    create: boolean;
                                    edit: boolean;
                                    delete: boolean;
                                };
                                reports: {
                                    view_basic: boolean;
                                    view_advanced: boolean;
                                    export: boolean;
                                };
                                settings: {
                                    view: boolean;
                                    edit: boolean;
                                };
                                team: {
                                    view: boolean;
                                    invite: boolean;
                                    manage: boolean;
                                };
                                dispatch: {
                                    manage: boolean;
                                };
                                saved_replies: {
                                    manage_shared: boolean;
                                };
                                ticket_views: {
                                    manage_shared: boolean;
                                };
                            };
                            /** @description Strict Permission Mode: an agent is granted only what is ticked, nothing it implies */
                            isStrict: boolean;
                            /** @description What the caller may do: everything for an admin, the matrix's grants for an agent */
                            granted: ("tickets.create" | "tickets.view_assigned" | "tickets.view_all" | "tickets.edit_assigned" | "tickets.edit_all" | "tickets.delete" | "customers.view" | "customers.create" | "customers.edit" | "customers.delete" | "reports.view_basic" | "reports.view_advanced" | "reports.export" | "settings.view" | "settings.edit" | "team.view" | "team.invite" | "team.manage" | "dispatch.manage" | "saved_replies.manage_shared" | "ticket_views.manage_shared")[];
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
    "/api/agents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organization's team: agents and admins with their status and last sign-in, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    offset?: number;
                };
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
                            agents: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                email: string;
                                /** @enum {string} */
                                role: "agent" | "admin";
                                duties: string;
                                /** @enum {string} */
                                status: "active" | "busy" | "away" | "inactive";
                                /** @description What they can do in the field; the dispatch board's Suggest matches jobs' needs to them */
                                skills: string[];
                                /** Format: date-time */
                                createdAt: string;
                                /**
                                 * Format: date-time
                                 * @description The latest sign-in or session refresh; null before the first sign-in
                                 */
                                lastSeenAt: string | null;
                                hasAccount: boolean;
                                /**
                                 * @description For an agent who has not signed up yet; null otherwise
                                 * @enum {string|null}
                                 */
                                invitation: "pending" | "expired" | "none" | null;
                                isYou: boolean;
                            }[];
                            hasMore: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Adds an agent to the team and e-mails them an invitation; the agent stays added when the invitation fails */
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
                        /**
                         * @default agent
                         * @enum {string}
                         */
                        role?: "agent" | "admin";
                        duties?: string;
                        /**
                         * @default active
                         * @enum {string}
                         */
                        status?: "active" | "inactive";
                        /** @default [] */
                        skills?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            agent: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                email: string;
                                /** @enum {string} */
                                role: "agent" | "admin";
                                duties: string;
                                /** @enum {string} */
                                status: "active" | "busy" | "away" | "inactive";
                                /** @description What they can do in the field; the dispatch board's Suggest matches jobs' needs to them */
                                skills: string[];
                                /** Format: date-time */
                                createdAt: string;
                                /**
                                 * Format: date-time
                                 * @description The latest sign-in or session refresh; null before the first sign-in
                                 */
                                lastSeenAt: string | null;
                                hasAccount: boolean;
                                /**
                                 * @description For an agent who has not signed up yet; null otherwise
                                 * @enum {string|null}
                                 */
                                invitation: "pending" | "expired" | "none" | null;
                                isYou: boolean;
                            };
                            invitation: {
                                isSent: boolean;
                                message: string;
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
    "/api/agents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes a team member: their tickets go back to the queue, their access and sessions end */
        delete: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            unassignedTickets: number;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Edits a team member's name, e-mail (before they sign up), role, duties, status or skills */
        patch: {
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
                        name?: string;
                        email?: string;
                        /** @enum {string} */
                        role?: "agent" | "admin";
                        duties?: string;
                        /** @enum {string} */
                        status?: "active" | "busy" | "away" | "inactive";
                        skills?: string[];
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
                            /** Format: uuid */
                            id: string;
                            name: string;
                            email: string;
                            /** @enum {string} */
                            role: "agent" | "admin";
                            duties: string;
                            /** @enum {string} */
                            status: "active" | "busy" | "away" | "inactive";
                            /** @description What they can do in the field; the dispatch board's Suggest matches jobs' needs to them */
                            skills: string[];
                            /** Format: date-time */
                            createdAt: string;
                            /**
                             * Format: date-time
                             * @description The latest sign-in or session refresh; null before the first sign-in
                             */
                            lastSeenAt: string | null;
                            hasAccount: boolean;
                            /**
                             * @description For an agent who has not signed up yet; null otherwise
                             * @enum {string|null}
                             */
                            invitation: "pending" | "expired" | "none" | null;
                            isYou: boolean;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/agents/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in staff member's agent record, or null when they have none */
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
                            agent: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                /** @enum {string} */
                                status: "active" | "busy" | "away" | "inactive";
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
    "/api/agents/me/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Sets the signed-in staff member’s own availability */
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
                        /** @enum {string} */
                        status: "active" | "busy" | "away" | "inactive";
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
                            agent: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                /** @enum {string} */
                                status: "active" | "busy" | "away" | "inactive";
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
    "/api/settings/auto-assign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether new tickets are given round-robin to available agents */
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
                            autoAssignEnabled: boolean;
                        };
                    };
                };
            };
        };
        /** Turns round-robin assignment of new tickets on or off */
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
                        autoAssignEnabled: boolean;
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
                            autoAssignEnabled: boolean;
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
    "/api/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's tickets: filtered, searched and sorted by the server, one keyset page at a time
         * @description Members of the request's organization on its host (customers: their own tickets; agents: tickets assigned to or created by them, and the unassigned ones; org admins: all, with the organization's escalations); super admins on the main domain (the platform organization's tickets, i.e. escalations).
         */
        get: {
            parameters: {
                query?: {
                    /** @description Words of the title, the description or a comment (internal notes for staff only), or part of the ticket number or customer name */
                    search?: string;
                    /** @description all; open (open or waiting on agent: the team’s move); new (status open); in_progress (in progress or waiting on customer); waiting_customer; waiting_agent; resolved (resolved or closed); high_priority (high or urgent). Open, in progress and resolved partition the tickets. */
                    status?: "all" | "open" | "new" | "in_progress" | "waiting_customer" | "waiting_agent" | "resolved" | "high_priority" | "due_soon" | "breached" | "in-progress" | "high-priority";
                    priority?: "all" | "low" | "medium" | "high" | "urgent";
                    /** @description Staff: only the tickets with this tag (written as any spelling of it) */
                    tag?: string;
                    /** @description Staff: me (assigned to the caller), unassigned (the queue), or a staff member's id */
                    assignee?: ("me" | "unassigned") | string;
                    /** @description Staff: only the tickets with this value of a custom field, as key:value (severity:High, visit_date:2026-03-01, part_replaced:true); repeat for several */
                    field?: string | string[];
                    /** @description newest or oldest created first (the ticket number’s order), or most or least recently updated first */
                    sort?: "newest" | "oldest" | "recently_updated" | "least_recently_updated" | "due_soonest";
                    cursor?: string;
                    limit?: number;
                };
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
                            items: {
                                /** Format: uuid */
                                id: string;
                                ticketNumber: string;
                                /** @description As written (also called subject) */
                                title: string;
                                /** @description Cleaned for display: escalation, company and ticket-number prefixes and suffixes removed */
                                displayTitle: string;
                                /** @description The first 240 characters of the description; the ticket itself (GET /api/tickets/{id}) has all of it */
                                description: string;
                                /** @enum {string} */
                                status: "open" | "in_progress" | "waiting_customer" | "waiting_agent" | "resolved" | "closed";
                                /** @enum {string} */
                                priority: "low" | "medium" | "high" | "urgent";
                                /** @description The staff's labels, lower-case with hyphens; always empty for customers */
                                tags: string[];
                                /** @description Custom field values by field id (GET /api/ticket-fields): text, a number, a date (YYYY-MM-DD), a dropdown option, a checkbox; customers get those of customer-visible fields only */
                                customFields: {
                                    [key: string]: string | number | boolean;
                                };
                                /** Format: uuid */
                                customerId: string | null;
                                /** @description For an escalation, the name of the organization it came from */
                                customerName: string;
                                /** Format: uuid */
                                createdBy: string | null;
                                /** Format: uuid */
                                assignedTo: string | null;
                                /** @description The assignee’s name, when they have one and the caller can see their profile */
                                assigneeName: string | null;
                                /** @description Shown with the '[ESCALATED]' tag */
                                isEscalation: boolean;
                                /** Format: uuid */
                                originOrganizationId: string | null;
                                originOrganizationName: string | null;
                                /** Format: uuid */
                                originTicketId: string | null;
                                /** @description The ticket this duplicate was merged into, where its conversation continues; null for a ticket not merged */
                                mergedInto: {
                                    /**
                                     * Format: uuid
                                     * @description Null for a customer when it is another customer's ticket
                                     */
                                    id: string | null;
                                    ticketNumber: string;
                                } | null;
                                /**
                                 * @description The channel the ticket came in through: the web (workspace or portal) or e-mail
                                 * @enum {string}
                                 */
                                source: "web" | "email";
                                commentCount: number;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                                /** @description The earliest scheduled appointment */
                                appointment: {
                                    /**
                                     * Format: uuid
                                     * @description The calendar event (type ticket_appointment, status scheduled)
                                     */
                                    id: string;
                                    /** Format: uuid */
                                    ticketId: string;
                                    title: string;
                                    description: string;
                                    /** @description What was written in Notes: the description after its ticket reference */
                                    notes: string;
                                    /** @description YYYY-MM-DD in the organization's time zone */
                                    date: string;
                                    /** @description HH:mm (24-hour) in the organization's time zone */
                                    time: string;
                                    /** Format: date-time */
                                    scheduledAt: string;
                                    /** Format: date-time */
                                    endsAt: string;
                                    durationMinutes: number;
                                } | null;
                                /** @description The running or paused service-level target due first; null without one, and for customers */
                                serviceLevel: {
                                    /** @enum {string} */
                                    target: "first_response" | "next_response" | "resolution" | "on_site_arrival";
                                    /**
                                     * Format: date-time
                                     * @description Null while the clock is paused
                                     */
                                    dueAt: string | null;
                                    /** Format: date-time */
                                    warnAt: string | null;
                                    /** Format: date-time */
                                    breachedAt: string | null;
                                    isPaused: boolean;
                                } | null;
                            }[];
                            /** @description Pass as cursor for the next page; null on the last page */
                            nextCursor: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Opens a ticket: a customer’s own, a staff member’s for a customer, or an escalation to platform support
         * @description Customers send subject and description (else ticket_subject_description_required). Staff also send the customer (customerId from the dropdown, or customerName as typed) and priority (else ticket_fields_required). A platform-support marker in customerName, or escalate: true, creates the ticket in the platform organization on the caller's organization's behalf, without a customer, low priority raised to medium (escalation_unavailable when there is no platform organization, escalation_from_platform from the platform organization itself). New tickets are open.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A key of your choice (1-255 visible ASCII characters): a retry with the same key and request answers the first result */
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        subject?: string;
                        /** @default  */
                        description?: string;
                        /**
                         * @default medium
                         * @enum {string}
                         */
                        priority?: "low" | "medium" | "high" | "urgent";
                        /**
                         * Format: uuid
                         * @description Staff: the customer chosen in the dropdown
                         */
                        customerId?: string;
                        /**
                         * @description Staff: the customer field as typed; a platform-support marker escalates
                         * @default
                         */
                        customerName?: string;
                        /**
                         * @description Staff: escalate to the platform support team
                         * @default false
                         */
                        escalate?: boolean;
                        /**
                         * Format: uuid
                         * @description Staff: the ticket being escalated, when escalating an existing one
                         */
                        originTicketId?: string;
                        /**
                         * @description Files uploaded with POST /api/attachments by the caller and not yet sent, together within the organization's limit
                         * @default []
                         */
                        attachments?: {
                            /**
                             * Format: uuid
                             * @description As POST /api/attachments answered it
                             */
                            fileId: string;
                            /** @description The name the file is listed and downloaded under */
                            filename: string;
                        }[];
                        /**
                         * @description Values by field id; null or an empty text clears one. Customers may fill in only the fields shown to them.
                         * @default {}
                         */
                        customFields?: {
                            [key: string]: (string | number | boolean) | null;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            ticketNumber: string;
                            /** @description As written (also called subject) */
                            title: string;
                            /** @description Cleaned for display: escalation, company and ticket-number prefixes and suffixes removed */
                            displayTitle: string;
                            description: string;
                            /** @enum {string} */
                            status: "open" | "in_progress" | "waiting_customer" | "waiting_agent" | "resolved" | "closed";
                            /** @enum {string} */
                            priority: "low" | "medium" | "high" | "urgent";
                            /** @description The staff's labels, lower-case with hyphens; always empty for customers */
                            tags: string[];
                            /** @description Custom field values by field id (GET /api/ticket-fields): text, a number, a date (YYYY-MM-DD), a dropdown option, a checkbox; customers get those of customer-visible fields only */
                            customFields: {
                                [key: string]: string | number | boolean;
                            };
                            /** Format: uuid */
                            customerId: string | null;
                            /** @description For an escalation, the name of the organization it came from */
                            customerName: string;
                            /** Format: uuid */
                            createdBy: string | null;
                            /** Format: uuid */
                            assignedTo: string | null;
                            /** @description The assignee’s name, when they have one and the caller can see their profile */
                            assigneeName: string | null;
                            /** @description Shown with the '[ESCALATED]' tag */
                            isEscalation: boolean;
                            /** Format: uuid */
                            originOrganizationId: string | null;
                            originOrganizationName: string | null;
                            /** Format: uuid */
                            originTicketId: string | null;
                            /** @description The ticket this duplicate was merged into, where its conversation continues; null for a ticket not merged */
                            mergedInto: {
                                /**
                                 * Format: uuid
                                 * @description Null for a customer when it is another customer's ticket
                                 */
                                id: string | null;
                                ticketNumber: string;
                            } | null;
                            /**
                             * @description The channel the ticket came in through: the web (workspace or portal) or e-mail
                             * @enum {string}
                             */
                            source: "web" | "email";
                            commentCount: number;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            /** @description The earliest scheduled appointment */
                            appointment: {
                                /**
                                 * Format: uuid
                                 * @description The calendar event (type ticket_appointment, status scheduled)
                                 */
                                id: string;
                                /** Format: uuid */
                                ticketId: string;
                                title: string;
                                description: string;
                                /** @description What was written in Notes: the description after its ticket reference */
                                notes: string;
                                /** @description YYYY-MM-DD in the organization's time zone */
                                date: string;
                                /** @description HH:mm (24-hour) in the organization's time zone */
                                time: string;
                                /** Format: date-time */
                                scheduledAt: string;
                                /** Format: date-time */
                                endsAt: string;
                                durationMinutes: number;
                            } | null;
                            /** @description The running or paused service-level target due first; null without one, and for customers */
                            serviceLevel: {
                                /** @enum {string} */
                                target: "first_response" | "next_response" | "resolution" | "on_site_arrival";
                                /**
                                 * Format: date-time
                                 * @description Null while the clock is paused
                                 */
                                dueAt: string | null;
                                /** Format: date-time */
                                warnAt: string | null;
                                /** Format: date-time */
                                breachedAt: string | null;
                                isPaused: boolean;
                            } | null;
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
    "/api/tickets/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The staff’s ticket list as a CSV file, filtered, searched and sorted as GET /api/tickets: Number, Title, Status, Priority, Customer, Assignee, Tags, Created, Updated, then a column per custom field
         * @description The tickets the caller sees; cells a spreadsheet would run as formulas begin with an apostrophe. cursor and limit are not read.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Words of the title, the description or a comment (internal notes for staff only), or part of the ticket number or customer name */
                    search?: string;
                    /** @description all; open (open or waiting on agent: the team’s move); new (status open); in_progress (in progress or waiting on customer); waiting_customer; waiting_agent; resolved (resolved or closed); high_priority (high or urgent). Open, in progress and resolved partition the tickets. */
                    status?: "all" | "open" | "new" | "in_progress" | "waiting_customer" | "waiting_agent" | "resolved" | "high_priority" | "due_soon" | "breached" | "in-progress" | "high-priority";
                    priority?: "all" | "low" | "medium" | "high" | "urgent";
                    /** @description Staff: only the tickets with this tag (written as any spelling of it) */
                    tag?: string;
                    /** @description Staff: me (assigned to the caller), unassigned (the queue), or a staff member's id */
                    assignee?: ("me" | "unassigned") | string;
                    /** @description Staff: only the tickets with this value of a custom field, as key:value (severity:High, visit_date:2026-03-01, part_replaced:true); repeat for several */
                    field?: string | string[];
                    /** @description newest or oldest created first (the ticket number’s order), or most or least recently updated first */
                    sort?: "newest" | "oldest" | "recently_updated" | "least_recently_updated" | "due_soonest";
                    cursor?: string;
                    limit?: number;
                };
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
                    content?: never;
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
    "/api/tickets/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The summary cards over the caller's tickets: total, open, in progress, resolved, high priority
         * @description Members of the request's organization on its host (customers: their own tickets; agents: tickets assigned to or created by them, and the unassigned ones; org admins: all, with the organization's escalations); super admins on the main domain (the platform organization's tickets, i.e. escalations).
         */
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
                            total: number;
                            /** @description Open or waiting on agent */
                            open: number;
                            inProgress: number;
                            /** @description Resolved or closed */
                            resolved: number;
                            /** @description Priority high or above, high or urgent: every High Priority card */
                            highOrUrgent: number;
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
    "/api/tickets/customer-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The new-ticket form's customer dropdown: the organization's customers matching the text, by company */
        get: {
            parameters: {
                query?: {
                    search?: string;
                };
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
                            contactName: string;
                            organizationName: string;
                            email: string;
                        }[];
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
    "/api/tickets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A ticket with its comments (oldest first) and its scheduled appointment
         * @description Members of the request's organization on its host (customers: their own tickets; agents: tickets assigned to or created by them, and the unassigned ones; org admins: all, with the organization's escalations); super admins on the main domain (the platform organization's tickets, i.e. escalations). A ticket the caller may not see is ticket_not_found ('Ticket not found.').
         */
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ticket: {
                                /** Format: uuid */
                                id: string;
                                ticketNumber: string;
                                /** @description As written (also called subject) */
                                title: string;
                                /** @description Cleaned for display: escalation, company and ticket-number prefixes and suffixes removed */
                                displayTitle: string;
                                description: string;
                                /** @enum {string} */
                                status: "open" | "in_progress" | "waiting_customer" | "waiting_agent" | "resolved" | "closed";
                                /** @enum {string} */
                                priority: "low" | "medium" | "high" | "urgent";
                                /** @description The staff's labels, lower-case with hyphens; always empty for customers */
                                tags: string[];
                                /** @description Custom field values by field id (GET /api/ticket-fields): text, a number, a date (YYYY-MM-DD), a dropdown option, a checkbox; customers get those of customer-visible fields only */
                                customFields: {
                                    [key: string]: string | number | boolean;
                                };
                                /** Format: uuid */
                                customerId: string | null;
                                /** @description For an escalation, the name of the organization it came from */
                                customerName: string;
                                /** Format: uuid */
                                createdBy: string | null;
                                /** Format: uuid */
                                assignedTo: string | null;
                                /** @description The assignee’s name, when they have one and the caller can see their profile */
                                assigneeName: string | null;
                                /** @description Shown with the '[ESCALATED]' tag */
                                isEscalation: boolean;
                                /** Format: uuid */
                                originOrganizationId: string | null;
                                originOrganizationName: string | null;
                                /** Format: uuid */
                                originTicketId: string | null;
                                /** @description The ticket this duplicate was merged into, where its conversation continues; null for a ticket not merged */
                                mergedInto: {
                                    /**
                                     * Format: uuid
                                     * @description Null for a customer when it is another customer's ticket
                                     */
                                    id: string | null;
                                    ticketNumber: string;
                                } | null;
                                /**
                                 * @description The channel the ticket came in through: the web (workspace or portal) or e-mail
                                 * @enum {string}
                                 */
                                source: "web" | "email";
                                commentCount: number;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                                /** @description The earliest scheduled appointment */
                                appointment: {
                                    /**
                                     * Format: uuid
                                     * @description The calendar event (type ticket_appointment, status scheduled)
                                     */
                                    id: string;
                                    /** Format: uuid */
                                    ticketId: string;
                                    title: string;
                                    description: string;
                                    /** @description What was written in Notes: the description after its ticket reference */
                                    notes: string;
                                    /** @description YYYY-MM-DD in the organization's time zone */
                                    date: string;
                                    /** @description HH:mm (24-hour) in the organization's time zone */
                                    time: string;
                                    /** Format: date-time */
                                    scheduledAt: string;
                                    /** Format: date-time */
                                    endsAt: string;
                                    durationMinutes: number;
                                } | null;
                                /** @description The running or paused service-level target due first; null without one, and for customers */
                                serviceLevel: {
                                    /** @enum {string} */
                                    target: "first_response" | "next_response" | "resolution" | "on_site_arrival";
                                    /**
                                     * Format: date-time
                                     * @description Null while the clock is paused
                                     */
                                    dueAt: string | null;
                                    /** Format: date-time */
                                    warnAt: string | null;
                                    /** Format: date-time */
                                    breachedAt: string | null;
                                    isPaused: boolean;
                                } | null;
                            };
                            /** @description The e-mail that opened the ticket; null for a ticket opened in the app */
                            mail: {
                                /** @description The address the message came from */
                                from: string;
                                /** @description The message’s own HTML, sanitized; null when it had none (then the text is shown). Its images carry data-attachment-id (an attachment) or data-remote-src (a remote image, loaded only when the reader asks) instead of src. */
                                html: string | null;
                                /** @description The quoted history under a reply, not part of its text; empty when there was none */
                                quotedText: string;
                                /** @description The same history as sanitized HTML, when the message had HTML */
                                quotedHtml: string | null;
                                attachments: {
                                    /**
                                     * Format: uuid
                                     * @description Downloaded at GET /api/tickets/{id}/attachments/{attachmentId}
                                     */
                                    id: string;
                                    filename: string;
                                    /** @description As the message declared it; images are served as such, every other file as a download */
                                    contentType: string;
                                    /** @description In bytes */
                                    size: number;
                                    /** @description An image shown inside the HTML (a cid: reference) rather than listed */
                                    isInline: boolean;
                                }[];
                            } | null;
                            /** @description The files of a ticket opened in the app; an e-mail's are in mail.attachments */
                            attachments: {
                                /**
                                 * Format: uuid
                                 * @description Downloaded at GET /api/tickets/{id}/attachments/{attachmentId}
                                 */
                                id: string;
                                filename: string;
                                /** @description As the message declared it; images are served as such, every other file as a download */
                                contentType: string;
                                /** @description In bytes */
                                size: number;
                                /** @description An image shown inside the HTML (a cid: reference) rather than listed */
                                isInline: boolean;
                            }[];
                            /** @description The staff who follow it (told of its comments and notes); for the ticket's own staff only, else empty */
                            followers: {
                                /** Format: uuid */
                                userId: string;
                                name: string;
                            }[];
                            /** @description What changed on it and who changed it, oldest first; for the ticket's own staff only, else empty */
                            history: {
                                /** @enum {string} */
                                field: "status" | "priority" | "assignee" | "tags" | "merged_into" | "merged_from";
                                /** @description A status or priority as stored, the assignee’s name, the tags joined; null for none */
                                from: string | null;
                                to: string | null;
                                actorName: string;
                                /** Format: date-time */
                                at: string;
                            }[];
                            /** @description The addresses copied (CC) on its public replies by e-mail; for the ticket's own staff only, else empty */
                            copiedAddresses: string[];
                            /** @description Oldest first */
                            comments: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                ticketId: string;
                                /** Format: uuid */
                                userId: string | null;
                                /** @description The author's name; the platform's support team for a super admin's reply to an escalation; for a customer, the team's replies are signed 'Andy from Acme Field Services' */
                                userName: string;
                                /** @description The author's e-mail; empty for a customer reading the team's replies (staff addresses stay private) */
                                userEmail: string;
                                content: string;
                                isPlatformSupport: boolean;
                                /** @description A note for the ticket's own staff: never shown, mailed or announced to its customer or to the organization an escalation came from */
                                isInternal: boolean;
                                /** Format: date-time */
                                createdAt: string;
                                /** @description Staff only: the mail that carried this comment to the customer came back undelivered */
                                undelivered?: {
                                    /** @description The delivery report's Status and Diagnostic-Code, when it gives them */
                                    reason: string | null;
                                };
                                /** @description The e-mail the comment came in as; null for a comment written in the app */
                                mail: {
                                    /** @description The address the message came from */
                                    from: string;
                                    /** @description The message’s own HTML, sanitized; null when it had none (then the text is shown). Its images carry data-attachment-id (an attachment) or data-remote-src (a remote image, loaded only when the reader asks) instead of src. */
                                    html: string | null;
                                    /** @description The quoted history under a reply, not part of its text; empty when there was none */
                                    quotedText: string;
                                    /** @description The same history as sanitized HTML, when the message had HTML */
                                    quotedHtml: string | null;
                                    attachments: {
                                        /**
                                         * Format: uuid
                                         * @description Downloaded at GET /api/tickets/{id}/attachments/{attachmentId}
                                         */
                                        id: string;
                                        filename: string;
                                        /** @description As the message declared it; images are served as such, every other file as a download */
                                        contentType: string;
                                        /** @description In bytes */
                                        size: number;
                                        /** @description An image shown inside the HTML (a cid: reference) rather than listed */
                                        isInline: boolean;
                                    }[];
                                } | null;
                                /** @description The files of a comment written in the app; an e-mail's are in mail.attachments */
                                attachments: {
                                    /**
                                     * Format: uuid
                                     * @description Downloaded at GET /api/tickets/{id}/attachments/{attachmentId}
                                     */
                                    id: string;
                                    filename: string;
                                    /** @description As the message declared it; images are served as such, every other file as a download */
                                    contentType: string;
                                    /** @description In bytes */
                                    size: number;
                                    /** @description An image shown inside the HTML (a cid: reference) rather than listed */
                                    isInline: boolean;
                                }[];
                            }[];
                            /** @description Scheduled appointments that have not ended yet, earliest first */
                            upcomingAppointments: {
                                /**
                                 * Format: uuid
                                 * @description The calendar event (type ticket_appointment, status scheduled)
                                 */
                                id: string;
                                /** Format: uuid */
                                ticketId: string;
                                title: string;
                                description: string;
                                /** @description What was written in Notes: the description after its ticket reference */
                                notes: string;
                                /** @description YYYY-MM-DD in the organization's time zone */
                                date: string;
                                /** @description HH:mm (24-hour) in the organization's time zone */
                                time: string;
                                /** Format: date-time */
                                scheduledAt: string;
                                /** Format: date-time */
                                endsAt: string;
                                durationMinutes: number;
                            }[];
                            /** @description Each service-level target's clock on the ticket, oldest first; empty for customers */
                            serviceLevels: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                target: "first_response" | "next_response" | "resolution" | "on_site_arrival";
                                /**
                                 * Format: uuid
                                 * @description For an on-site arrival target, the work order awaited
                                 */
                                workOrderId: string | null;
                                policyName: string;
                                targetMinutes: number;
                                isBusinessHours: boolean;
                                /** @description Minutes of the target used before the current run */
                                usedMinutes: number;
                                /** Format: date-time */
                                startedAt: string;
                                /**
                                 * Format: date-time
                                 * @description Null while paused
                                 */
                                dueAt: string | null;
                                /** Format: date-time */
                                warnAt: string | null;
                                /** Format: date-time */
                                breachedAt: string | null;
                                /**
                                 * Format: date-time
                                 * @description When the target was met or ended
                                 */
                                stoppedAt: string | null;
                                isPaused: boolean;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /**
         * Deletes a ticket for good, with its comments, history, e-mail and files; the audit log keeps its number and subject
         * @description Org admins, and agents with the tickets.delete permission, of the request's organization. A ticket the caller cannot see, or another organization's, is ticket_not_found; an escalation is ticket_delete_escalation. Its work orders and calendar events stay, no longer linked to it.
         */
        delete: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ticketNumber: string;
                            subject: string;
                            /** @description Ticket {number} deleted. */
                            message: string;
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
    "/api/tickets/{id}/attachments/{attachmentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A file an e-mail on the ticket carried, as a download (images as themselves, every other file as octet-stream)
         * @description Members of the request's organization on its host (customers: their own tickets; agents: tickets assigned to or created by them, and the unassigned ones; org admins: all, with the organization's escalations); super admins on the main domain (the platform organization's tickets, i.e. escalations). An attachment of a ticket the caller may not see is ticket_not_found; one the ticket does not have is attachment_not_found.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    attachmentId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/tickets/{id}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds a comment; a customer’s first comment on a ticket without comments moves it to in progress
         * @description Members of the request's organization on its host (customers: their own tickets; agents: tickets assigned to or created by them, and the unassigned ones; org admins: all, with the organization's escalations); super admins on the main domain (the platform organization's tickets, i.e. escalations). A super admin's reply to an escalation is posted as the platform's support team; the organization an escalation came from comments on it too.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A key of your choice (1-255 visible ASCII characters): a retry with the same key and request answers the first result */
                    "idempotency-key"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description May be empty when files are attached */
                        content: string;
                        /**
                         * @description Files uploaded with POST /api/attachments by the caller and not yet sent, together within the organization's limit
                         * @default []
                         */
                        attachments?: {
                            /**
                             * Format: uuid
                             * @description As POST /api/attachments answered it
                             */
                            fileId: string;
                            /** @description The name the file is listed and downloaded under */
                            filename: string;
                        }[];
                        /**
                         * @description Staff of the ticket's organization only: a note the customer never sees; it changes neither the status nor a service-level clock
                         * @default false
                         */
                        isInternal?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            ticketId: string;
                            /** Format: uuid */
                            userId: string | null;
                            /** @description The author's name; the platform's support team for a super admin's reply to an escalation; for a customer, the team's replies are signed 'Andy from Acme Field Services' */
                            userName: string;
                            /** @description The author's e-mail; empty for a customer reading the team's replies (staff addresses stay private) */
                            userEmail: string;
                            content: string;
                            isPlatformSupport: boolean;
                            /** @description A note for the ticket's own staff: never shown, mailed or announced to its customer or to the organization an escalation came from */
                            isInternal: boolean;
                            /** Format: date-time */
                            createdAt: string;
                            /** @description Staff only: the mail that carried this comment to the customer came back undelivered */
                            undelivered?: {
                                /** @description The delivery report's Status and Diagnostic-Code, when it gives them */
                                reason: string | null;
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
    "/api/tickets/assignees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organization's staff a ticket can be assigned to (org admins and agents), by name
         * @description Staff of the request's organization.
         */
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
                            items: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                email: string;
                                /** @enum {string} */
                                role: "org_admin" | "agent";
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
    "/api/tickets/{id}/assignee": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Assigns a ticket to a member of the staff, or gives it back to the queue
         * @description Org admins assign any org admin or agent of the organization (else assignee_not_staff) or unassign. Agents take an unassigned ticket or give back their own (else assignment_not_allowed). The new assignee is notified unless they took it. Escalations are read-only for the organization they came from (escalation_read_only).
         */
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
                        /**
                         * Format: uuid
                         * @description A staff member (org admin or agent) of the organization; null gives the ticket back to the queue
                         */
                        assignedTo: string | null;
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
                            ticket: {
                                /** Format: uuid */
                                id: string;
                                ticketNumber: string;
                                /** @description As written (also called subject) */
                                title: string;
                                /** @description Cleaned for display: escalation, company and ticket-number prefixes and suffixes removed */
                                displayTitle: string;
                                description: string;
                                /** @enum {string} */
                                status: "open" | "in_progress" | "waiting_customer" | "waiting_agent" | "resolved" | "closed";
                                /** @enum {string} */
                                priority: "low" | "medium" | "high" | "urgent";
                                /** @description The staff's labels, lower-case with hyphens; always empty for customers */
                                tags: string[];
                                /** @description Custom field values by field id (GET /api/ticket-fields): text, a number, a date (YYYY-MM-DD), a dropdown option, a checkbox; customers get those of customer-visible fields only */
                                customFields: {
                                    [key: string]: string | number | boolean;
                                };
                                /** Format: uuid */
                                customerId: string | null;
                                /** @description For an escalation, the name of the organization it came from */
                                customerName: string;
                                /** Format: uuid */
                                createdBy: string | null;
                                /** Format: uuid */
                                assignedTo: string | null;
                                /** @description The assignee’s name, when they have one and the caller can see their profile */
                                assigneeName: string | null;
                                /** @description Shown with the '[ESCALATED]' tag */
                                isEscalation: boolean;
                                /** Format: uuid */
                                originOrganizationId: string | null;
                                originOrganizationName: string | null;
                                /** Format: uuid */
                                originTicketId: string | null;
                                /** @description The ticket this duplicate was merged into, where its conversation continues; null for a ticket not merged */
                                mergedInto: {
                                    /**
                                     * Format: uuid
                                     * @description Null for a customer when it is another customer's ticket
                                     */
                                    id: string | null;
                                    ticketNumber: string;
                                } | null;
                                /**
                                 * @description The channel the ticket came in through: the web (workspace or portal) or e-mail
                                 * @enum {string}
                                 */
                                source: "web" | "email";
                                commentCount: number;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                                /** @description The earliest scheduled appointment */
                                appointment: {
                                    /**
                                     * Format: uuid
                                     * @description The calendar event (type ticket_appointment, status scheduled)
                                     */
                                    id: string;
                                    /** Format: uuid */
                                    ticketId: string;
                                    title: string;
                                    description: string;
                                    /** @description What was written in Notes: the description after its ticket reference */
                                    notes: string;
                                    /** @description YYYY-MM-DD in the organization's time zone */
                                    date: string;
                                    /** @description HH:mm (24-hour) in the organization's time zone */
                                    time: string;
                                    /** Format: date-time */
                                    scheduledAt: string;
                                    /** Format: date-time */
                                    endsAt: string;
                                    durationMinutes: number;
                                } | null;
                                /** @description The running or paused service-level target due first; null without one, and for customers */
                                serviceLevel: {
                                    /** @enum {string} */
                                    target: "first_response" | "next_response" | "resolution" | "on_site_arrival";
                                    /**
                                     * Format: date-time
                                     * @description Null while the clock is paused
                                     */
                                    dueAt: string | null;
                                    /** Format: date-time */
                                    warnAt: string | null;
                                    /** Format: date-time */
                                    breachedAt: string | null;
                                    isPaused: boolean;
                                } | null;
                            };
                            /** @description Ticket assigned to {name}, or Ticket unassigned */
                            message: string;
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
    "/api/tickets/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Sets a ticket's status (any of the specifications' spellings; answered with the canonical one)
         * @description Staff of the ticket's organization, any status; resolved or closed only with the fields required to close filled in (else ticket_fields_missing, 409, naming them). Super admins on escalations: in_progress, resolved or closed (else status_not_allowed); the organization it came from is told. The organization an escalation came from cannot change it (escalation_read_only).
         */
        patch: {
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
                        status: "open" | "in_progress" | "waiting_customer" | "waiting_agent" | "resolved" | "closed" | "new" | "in-progress" | "waiting-customer" | "waiting-agent";
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
                            ticket: {
                                /** Format: uuid */
                                id: string;
                                ticketNumber: string;
                                /** @description As written (also called subject) */
                                title: string;
                                /** @description Cleaned for display: escalation, company and ticket-number prefixes and suffixes removed */
                                displayTitle: string;
                                description: string;
                                /** @enum {string} */
                                status: "open" | "in_progress" | "waiting_customer" | "waiting_agent" | "resolved" | "closed";
                                /** @enum {string} */
                                priority: "low" | "medium" | "high" | "urgent";
                                /** @description The staff's labels, lower-case with hyphens; always empty for customers */
                                tags: string[];
                                /** @description Custom field values by field id (GET /api/ticket-fields): text, a number, a date (YYYY-MM-DD), a dropdown option, a checkbox; customers get those of customer-visible fields only */
                                customFields: {
                                    [key: string]: string | number | boolean;
                                };
                                /** Format: uuid */
                                customerId: string | null;
                                /** @description For an escalation, the name of the organization it came from */
                                customerName: string;
                                /** Format: uuid */
                                createdBy: string | null;
                                /** Format: uuid */
                                assignedTo: string | null;
                                /** @description The assignee’s name, when they have one and the caller can see their profile */
                                assigneeName: string | null;
                                /** @description Shown with the '[ESCALATED]' tag */
                                isEscalation: boolean;
                                /** Format: uuid */
                                originOrganizationId: string | null;
                                originOrganizationName: string | null;
                                /** Format: uuid */
                                originTicketId: string | null;
                                /** @description The ticket this duplicate was merged into, where its conversation continues; null for a ticket not merged */
                                mergedInto: {
                                    /**
                                     * Format: uuid
                                     * @description Null for a customer when it is another customer's ticket
                                     */
                                    id: string | null;
                                    ticketNumber: string;
                                } | null;
                                /**
                                 * @description The channel the ticket came in through: the web (workspace or portal) or e-mail
                                 * @enum {string}
                                 */
                                source: "web" | "email";
                                commentCount: number;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                                /** @description The earliest scheduled appointment */
                                appointment: {
                                    /**
                                     * Format: uuid
                                     * @description The calendar event (type ticket_appointment, status scheduled)
                                     */
                                    id: string;
                                    /** Format: uuid */
                                    ticketId: string;
                                    title: string;
                                    description: string;
                                    /** @description What was written in Notes: the description after its ticket reference */
                                    notes: string;
                                    /** @description YYYY-MM-DD in the organization's time zone */
                                    date: string;
                                    /** @description HH:mm (24-hour) in the organization's time zone */
                                    time: string;
                                    /** Format: date-time */
                                    scheduledAt: string;
                                    /** Format: date-time */
                                    endsAt: string;
                                    durationMinutes: number;
                                } | null;
                                /** @description The running or paused service-level target due first; null without one, and for customers */
                                serviceLevel: {
                                    /** @enum {string} */
                                    target: "first_response" | "next_response" | "resolution" | "on_site_arrival";
                                    /**
                                     * Format: date-time
                                     * @description Null while the clock is paused
                                     */
                                    dueAt: string | null;
                                    /** Format: date-time */
                                    warnAt: string | null;
                                    /** Format: date-time */
                                    breachedAt: string | null;
                                    isPaused: boolean;
                                } | null;
                            };
                            /** @description Ticket status updated to {status} */
                            message: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/tickets/{id}/priority": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Sets a ticket's priority; an open ticket comes under the service-level policy of its new priority
         * @description Staff who may change the ticket (org admins; agents on the tickets they see). Customers are refused (forbidden); another organization's ticket is ticket_not_found.
         */
        patch: {
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
                        priority: "low" | "medium" | "high" | "urgent";
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
                            ticket: {
                                /** Format: uuid */
                                id: string;
                                ticketNumber: string;
                                /** @description As written (also called subject) */
                                title: string;
                                /** @description Cleaned for display: escalation, company and ticket-number prefixes and suffixes removed */
                                displayTitle: string;
                                description: string;
                                /** @enum {string} */
                                status: "open" | "in_progress" | "waiting_customer" | "waiting_agent" | "resolved" | "closed";
                                /** @enum {string} */
                                priority: "low" | "medium" | "high" | "urgent";
                                /** @description The staff's labels, lower-case with hyphens; always empty for customers */
                                tags: string[];
                                /** @description Custom field values by field id (GET /api/ticket-fields): text, a number, a date (YYYY-MM-DD), a dropdown option, a checkbox; customers get those of customer-visible fields only */
                                customFields: {
                                    [key: string]: string | number | boolean;
                                };
                                /** Format: uuid */
                                customerId: string | null;
                                /** @description For an escalation, the name of the organization it came from */
                                customerName: string;
                                /** Format: uuid */
                                createdBy: string | null;
                                /** Format: uuid */
                                assignedTo: string | null;
                                /** @description The assignee’s name, when they have one and the caller can see their profile */
                                assigneeName: string | null;
                                /** @description Shown with the '[ESCALATED]' tag */
                                isEscalation: boolean;
                                /** Format: uuid */
                                originOrganizationId: string | null;
                                originOrganizationName: string | null;
                                /** Format: uuid */
                                originTicketId: string | null;
                                /** @description The ticket this duplicate was merged into, where its conversation continues; null for a ticket not merged */
                                mergedInto: {
                                    /**
                                     * Format: uuid
                                     * @description Null for a customer when it is another customer's ticket
                                     */
                                    id: string | null;
                                    ticketNumber: string;
                                } | null;
                                /**
                                 * @description The channel the ticket came in through: the web (workspace or portal) or e-mail
                                 * @enum {string}
                                 */
                                source: "web" | "email";
                                commentCount: number;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                                /** @description The earliest scheduled appointment */
                                appointment: {
                                    /**
                                     * Format: uuid
                                     * @description The calendar event (type ticket_appointment, status scheduled)
                                     */
                                    id: string;
                                    /** Format: uuid */
                                    ticketId: string;
                                    title: string;
                                    description: string;
                                    /** @description What was written in Notes: the description after its ticket reference */
                                    notes: string;
                                    /** @description YYYY-MM-DD in the organization's time zone */
                                    date: string;
                                    /** @description HH:mm (24-hour) in the organization's time zone */
                                    time: string;
                                    /** Format: date-time */
                                    scheduledAt: string;
                                    /** Format: date-time */
                                    endsAt: string;
                                    durationMinutes: number;
                                } | null;
                                /** @description The running or paused service-level target due first; null without one, and for customers */
                                serviceLevel: {
                                    /** @enum {string} */
                                    target: "first_response" | "next_response" | "resolution" | "on_site_arrival";
                                    /**
                                     * Format: date-time
                                     * @description Null while the clock is paused
                                     */
                                    dueAt: string | null;
                                    /** Format: date-time */
                                    warnAt: string | null;
                                    /** Format: date-time */
                                    breachedAt: string | null;
                                    isPaused: boolean;
                                } | null;
                            };
                            /** @description Priority set to {priority}. */
                            message: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/tickets/{id}/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Sets a ticket's tags (the whole set), the staff's own labels that customers never see
         * @description Staff who may change the ticket (org admins; agents on the tickets they see). Customers are refused (forbidden); another organization's ticket is ticket_not_found.
         */
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
                        /** @description The whole set; each kept lower-case with hyphens for spaces, repeats left out */
                        tags: string[];
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
                            /** Format: uuid */
                            id: string;
                            ticketNumber: string;
                            /** @description As written (also called subject) */
                            title: string;
                            /** @description Cleaned for display: escalation, company and ticket-number prefixes and suffixes removed */
                            displayTitle: string;
                            description: string;
                            /** @enum {string} */
                            status: "open" | "in_progress" | "waiting_customer" | "waiting_agent" | "resolved" | "closed";
                            /** @enum {string} */
                            priority: "low" | "medium" | "high" | "urgent";
                            /** @description The staff's labels, lower-case with hyphens; always empty for customers */
                            tags: string[];
                            /** @description Custom field values by field id (GET /api/ticket-fields): text, a number, a date (YYYY-MM-DD), a dropdown option, a checkbox; customers get those of customer-visible fields only */
                            customFields: {
                                [key: string]: string | number | boolean;
                            };
                            /** Format: uuid */
                            customerId: string | null;
                            /** @description For an escalation, the name of the organization it came from */
                            customerName: string;
                            /** Format: uuid */
                            createdBy: string | null;
                            /** Format: uuid */
                            assignedTo: string | null;
                            /** @description The assignee’s name, when they have one and the caller can see their profile */
                            assigneeName: string | null;
                            /** @description Shown with the '[ESCALATED]' tag */
                            isEscalation: boolean;
                            /** Format: uuid */
                            originOrganizationId: string | null;
                            originOrganizationName: string | null;
                            /** Format: uuid */
                            originTicketId: string | null;
                            /** @description The ticket this duplicate was merged into, where its conversation continues; null for a ticket not merged */
                            mergedInto: {
                                /**
                                 * Format: uuid
                                 * @description Null for a customer when it is another customer's ticket
                                 */
                                id: string | null;
                                ticketNumber: string;
                            } | null;
                            /**
                             * @description The channel the ticket came in through: the web (workspace or portal) or e-mail
                             * @enum {string}
                             */
                            source: "web" | "email";
                            commentCount: number;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            /** @description The earliest scheduled appointment */
                            appointment: {
                                /**
                                 * Format: uuid
                                 * @description The calendar event (type ticket_appointment, status scheduled)
                                 */
                                id: string;
                                /** Format: uuid */
                                ticketId: string;
                                title: string;
                                description: string;
                                /** @description What was written in Notes: the description after its ticket reference */
                                notes: string;
                                /** @description YYYY-MM-DD in the organization's time zone */
                                date: string;
                                /** @description HH:mm (24-hour) in the organization's time zone */
                                time: string;
                                /** Format: date-time */
                                scheduledAt: string;
                                /** Format: date-time */
                                endsAt: string;
                                durationMinutes: number;
                            } | null;
                            /** @description The running or paused service-level target due first; null without one, and for customers */
                            serviceLevel: {
                                /** @enum {string} */
                                target: "first_response" | "next_response" | "resolution" | "on_site_arrival";
                                /**
                                 * Format: date-time
                                 * @description Null while the clock is paused
                                 */
                                dueAt: string | null;
                                /** Format: date-time */
                                warnAt: string | null;
                                /** Format: date-time */
                                breachedAt: string | null;
                                isPaused: boolean;
                            } | null;
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
    "/api/tickets/{id}/custom-fields": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Sets values of a ticket's custom fields: those sent, null or an empty text clearing one
         * @description Staff who may change the ticket. Each value is checked against its field (validation_failed naming it); an archived or unknown field is refused. Another organization's ticket is ticket_not_found. Its customer is not told.
         */
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
                        /** @description Values by field id; null or an empty text clears one. Customers may fill in only the fields shown to them. */
                        customFields: {
                            [key: string]: (string | number | boolean) | null;
                        };
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
                            /** Format: uuid */
                            id: string;
                            ticketNumber: string;
                            /** @description As written (also called subject) */
                            title: string;
                            /** @description Cleaned for display: escalation, company and ticket-number prefixes and suffixes removed */
                            displayTitle: string;
                            description: string;
                            /** @enum {string} */
                            status: "open" | "in_progress" | "waiting_customer" | "waiting_agent" | "resolved" | "closed";
                            /** @enum {string} */
                            priority: "low" | "medium" | "high" | "urgent";
                            /** @description The staff's labels, lower-case with hyphens; always empty for customers */
                            tags: string[];
                            /** @description Custom field values by field id (GET /api/ticket-fields): text, a number, a date (YYYY-MM-DD), a dropdown option, a checkbox; customers get those of customer-visible fields only */
                            customFields: {
                                [key: string]: string | number | boolean;
                            };
                            /** Format: uuid */
                            customerId: string | null;
                            /** @description For an escalation, the name of the organization it came from */
                            customerName: string;
                            /** Format: uuid */
                            createdBy: string | null;
                            /** Format: uuid */
                            assignedTo: string | null;
                            /** @description The assignee’s name, when they have one and the caller can see their profile */
                            assigneeName: string | null;
                            /** @description Shown with the '[ESCALATED]' tag */
                            isEscalation: boolean;
                            /** Format: uuid */
                            originOrganizationId: string | null;
                            originOrganizationName: string | null;
                            /** Format: uuid */
                            originTicketId: string | null;
                            /** @description The ticket this duplicate was merged into, where its conversation continues; null for a ticket not merged */
                            mergedInto: {
                                /**
                                 * Format: uuid
                                 * @description Null for a customer when it is another customer's ticket
                                 */
                                id: string | null;
                                ticketNumber: string;
                            } | null;
                            /**
                             * @description The channel the ticket came in through: the web (workspace or portal) or e-mail
                             * @enum {string}
                             */
                            source: "web" | "email";
                            commentCount: number;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            /** @description The earliest scheduled appointment */
                            appointment: {
                                /**
                                 * Format: uuid
                                 * @description The calendar event (type ticket_appointment, status scheduled)
                                 */
                                id: string;
                                /** Format: uuid */
                                ticketId: string;
                                title: string;
                                description: string;
                                /** @description What was written in Notes: the description after its ticket reference */
                                notes: string;
                                /** @description YYYY-MM-DD in the organization's time zone */
                                date: string;
                                /** @description HH:mm (24-hour) in the organization's time zone */
                                time: string;
                                /** Format: date-time */
                                scheduledAt: string;
                                /** Format: date-time */
                                endsAt: string;
                                durationMinutes: number;
                            } | null;
                            /** @description The running or paused service-level target due first; null without one, and for customers */
                            serviceLevel: {
                                /** @enum {string} */
                                target: "first_response" | "next_response" | "resolution" | "on_site_arrival";
                                /**
                                 * Format: date-time
                                 * @description Null while the clock is paused
                                 */
                                dueAt: string | null;
                                /** Format: date-time */
                                warnAt: string | null;
                                /** Format: date-time */
                                breachedAt: string | null;
                                isPaused: boolean;
                            } | null;
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
    "/api/tickets/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organization's tags beginning with what is typed, most used first (at most 10) */
        get: {
            parameters: {
                query?: {
                    /** @description The beginning of a tag, as typed */
                    search?: string;
                };
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
                            tag: string;
                            /** @description Tickets with it */
                            tickets: number;
                        }[];
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
    "/api/tickets/{id}/appointments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Schedules an appointment for the ticket (a calendar event of type ticket_appointment), an hour long unless chosen
         * @description Staff of the ticket's organization. Date, time and title are required (appointment_fields_required: 'Please fill in all fields'); the date may not be before today in the organization's time zone (appointment_date_past).
         */
        post: {
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
                        /** @description YYYY-MM-DD, today or later in the organization’s time zone */
                        date: string;
                        /** @description HH:mm, 24-hour */
                        time: string;
                        title: string;
                        /** @description Notes added to the event after the ticket reference; left out of an edit, they stay as they are */
                        description?: string;
                        /** @description An hour when a new appointment leaves it out; left out of an edit, the length stays as it is */
                        durationMinutes?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: uuid
                             * @description The calendar event (type ticket_appointment, status scheduled)
                             */
                            id: string;
                            /** Format: uuid */
                            ticketId: string;
                            title: string;
                            description: string;
                            /** @description What was written in Notes: the description after its ticket reference */
                            notes: string;
                            /** @description YYYY-MM-DD in the organization's time zone */
                            date: string;
                            /** @description HH:mm (24-hour) in the organization's time zone */
                            time: string;
                            /** Format: date-time */
                            scheduledAt: string;
                            /** Format: date-time */
                            endsAt: string;
                            durationMinutes: number;
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
    "/api/tickets/{id}/appointments/{eventId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Changes a ticket's appointment: its date, time and title (still one hour long)
         * @description The same rules as scheduling; an event that is not this ticket’s appointment is appointment_not_found.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    eventId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description YYYY-MM-DD, today or later in the organization’s time zone */
                        date: string;
                        /** @description HH:mm, 24-hour */
                        time: string;
                        title: string;
                        /** @description Notes added to the event after the ticket reference; left out of an edit, they stay as they are */
                        description?: string;
                        /** @description An hour when a new appointment leaves it out; left out of an edit, the length stays as it is */
                        durationMinutes?: number;
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
                            /**
                             * Format: uuid
                             * @description The calendar event (type ticket_appointment, status scheduled)
                             */
                            id: string;
                            /** Format: uuid */
                            ticketId: string;
                            title: string;
                            description: string;
                            /** @description What was written in Notes: the description after its ticket reference */
                            notes: string;
                            /** @description YYYY-MM-DD in the organization's time zone */
                            date: string;
                            /** @description HH:mm (24-hour) in the organization's time zone */
                            time: string;
                            /** Format: date-time */
                            scheduledAt: string;
                            /** Format: date-time */
                            endsAt: string;
                            durationMinutes: number;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/tickets/matching-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many of the caller's tickets the list's filters and search match (the 'Select all N matching' of a selection) */
        get: {
            parameters: {
                query?: {
                    /** @description Words of the title, the description or a comment (internal notes for staff only), or part of the ticket number or customer name */
                    search?: string;
                    /** @description all; open (open or waiting on agent: the team’s move); new (status open); in_progress (in progress or waiting on customer); waiting_customer; waiting_agent; resolved (resolved or closed); high_priority (high or urgent). Open, in progress and resolved partition the tickets. */
                    status?: "all" | "open" | "new" | "in_progress" | "waiting_customer" | "waiting_agent" | "resolved" | "high_priority" | "due_soon" | "breached" | "in-progress" | "high-priority";
                    priority?: "all" | "low" | "medium" | "high" | "urgent";
                    /** @description Staff: only the tickets with this tag (written as any spelling of it) */
                    tag?: string;
                    /** @description Staff: me (assigned to the caller), unassigned (the queue), or a staff member's id */
                    assignee?: ("me" | "unassigned") | string;
                    /** @description Staff: only the tickets with this value of a custom field, as key:value (severity:High, visit_date:2026-03-01, part_replaced:true); repeat for several */
                    field?: string | string[];
                };
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
                            count: number;
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
    "/api/tickets/bulk-changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets the status of, closes or assigns several tickets: a selection, or all that match the list’s filters
         * @description Staff of the request's organization. Each ticket is changed as the caller could change it alone (an agent's permission matrix, an agent only taking unassigned tickets or giving back their own, escalations read-only); the others are counted as skipped. A selection (at most 100) is changed in one transaction and answered 200 with the counts. All matching tickets: changed at once when there are at most 100, else answered 202 and changed by a job in batches of 100, one transaction each, to follow at /api/tickets/bulk-changes/{id}; tickets created after the request are left alone.
         */
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
                        action: {
                            /** @enum {string} */
                            type: "status";
                            /**
                             * @description closed closes them
                             * @enum {string}
                             */
                            status: "open" | "in_progress" | "waiting_customer" | "waiting_agent" | "resolved" | "closed" | "new" | "in-progress" | "waiting-customer" | "waiting-agent";
                        } | {
                            /** @enum {string} */
                            type: "assign";
                            /**
                             * Format: uuid
                             * @description A staff member of the organization; null gives the tickets back to the queue
                             */
                            assignedTo: string | null;
                        };
                        /** @description The tickets selected on the screen, at most 100 */
                        ticketIds?: string[];
                        /** @description Every ticket of the caller's list that these filters match */
                        matching?: {
                            /** @description Words of the title, the description or a comment (internal notes for staff only), or part of the ticket number or customer name */
                            search?: string;
                            /**
                             * @description all; open (open or waiting on agent: the team’s move); new (status open); in_progress (in progress or waiting on customer); waiting_customer; waiting_agent; resolved (resolved or closed); high_priority (high or urgent). Open, in progress and resolved partition the tickets.
                             * @default all
                             * @enum {string}
                             */
                            status?: "all" | "open" | "new" | "in_progress" | "waiting_customer" | "waiting_agent" | "resolved" | "high_priority" | "due_soon" | "breached" | "in-progress" | "high-priority";
                            /**
                             * @default all
                             * @enum {string}
                             */
                            priority?: "all" | "low" | "medium" | "high" | "urgent";
                            /** @description Staff: only the tickets with this tag (written as any spelling of it) */
                            tag?: string;
                            /** @description Staff: me (assigned to the caller), unassigned (the queue), or a staff member's id */
                            assignee?: ("me" | "unassigned") | string;
                            /** @description Staff: only the tickets with this value of a custom field, as key:value (severity:High, visit_date:2026-03-01, part_replaced:true); repeat for several */
                            field?: string | string[];
                        };
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
                            /**
                             * Format: uuid
                             * @description The change running as a job, to follow; null when it was done at once
                             */
                            id: string | null;
                            /** @enum {string} */
                            status: "running" | "done" | "failed";
                            /** @description Tickets it applies to */
                            total: number;
                            processed: number;
                            changed: number;
                            /** @description Already had that status or assignee */
                            unchanged: number;
                            /** @description Tickets the caller may not change */
                            skipped: number;
                            /** @description '12 tickets closed', and what was left and why */
                            message: string;
                            /** @description For a change made at once: each ticket left out because it lacks fields required to close, and what it lacks */
                            skippedTickets: {
                                /** Format: uuid */
                                id: string;
                                ticketNumber: string;
                                reason: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: uuid
                             * @description The change running as a job, to follow; null when it was done at once
                             */
                            id: string | null;
                            /** @enum {string} */
                            status: "running" | "done" | "failed";
                            /** @description Tickets it applies to */
                            total: number;
                            processed: number;
                            changed: number;
                            /** @description Already had that status or assignee */
                            unchanged: number;
                            /** @description Tickets the caller may not change */
                            skipped: number;
                            /** @description '12 tickets closed', and what was left and why */
                            message: string;
                            /** @description For a change made at once: each ticket left out because it lacks fields required to close, and what it lacks */
                            skippedTickets: {
                                /** Format: uuid */
                                id: string;
                                ticketNumber: string;
                                reason: string;
                            }[];
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
    "/api/tickets/bulk-changes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How far a change of all matching tickets has got: tickets done out of the total, and the counts
         * @description Only the person who asked for the change sees it (else not_found).
         */
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: uuid
                             * @description The change running as a job, to follow; null when it was done at once
                             */
                            id: string | null;
                            /** @enum {string} */
                            status: "running" | "done" | "failed";
                            /** @description Tickets it applies to */
                            total: number;
                            processed: number;
                            changed: number;
                            /** @description Already had that status or assignee */
                            unchanged: number;
                            /** @description Tickets the caller may not change */
                            skipped: number;
                            /** @description '12 tickets closed', and what was left and why */
                            message: string;
                            /** @description For a change made at once: each ticket left out because it lacks fields required to close, and what it lacks */
                            skippedTickets: {
                                /** Format: uuid */
                                id: string;
                                ticketNumber: string;
                                reason: string;
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
    "/api/tickets/{id}/followers/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Follows the ticket: the caller is told of its comments and internal notes
         * @description Staff of the ticket's own organization (forbidden for the organization an escalation came from). A ticket the caller does not see, or another organization's, is ticket_not_found.
         */
        put: {
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
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
            };
        };
        post?: never;
        /**
         * Stops following the ticket (its assignee and admins still hear of it as before)
         * @description Staff of the ticket's own organization (forbidden for the organization an escalation came from). A ticket the caller does not see, or another organization's, is ticket_not_found.
         */
        delete: {
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
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tickets/{id}/copied-addresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Sets the addresses copied (CC) on the ticket's public replies by e-mail (the whole set)
         * @description Staff who may change the ticket. Each address gets the team's replies (never internal notes), threaded, and may answer them. A ticket the caller does not see, or another organization's, is ticket_not_found.
         */
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
                        /** @description The whole set; the customer’s own address is left out (they get the replies anyway) */
                        addresses: string[];
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
                            /** @description The whole set; the customer’s own address is left out (they get the replies anyway) */
                            addresses: string[];
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
    "/api/tickets/{id}/merge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Merges a duplicate into another ticket: its comments, files, appointments and e-mail move there, and it is closed
         * @description Staff of the request's organization who may change both tickets (an agent's permission matrix; a ticket they cannot see is ticket_not_found). Not into itself (ticket_merge_self), not an escalation (ticket_merge_escalation), not a ticket merged already (ticket_merge_source_merged, ticket_merge_target_merged). The duplicate's opening message becomes a comment on the other ticket, replies to its e-mail land there, the other ticket gets an internal note, and the customers are told.
         */
        post: {
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
                        /**
                         * Format: uuid
                         * @description The ticket the conversation continues on
                         */
                        intoTicketId: string;
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
                            /** @description The merged ticket, now closed */
                            ticket: {
                                /** Format: uuid */
                                id: string;
                                ticketNumber: string;
                                /** @description As written (also called subject) */
                                title: string;
                                /** @description Cleaned for display: escalation, company and ticket-number prefixes and suffixes removed */
                                displayTitle: string;
                                description: string;
                                /** @enum {string} */
                                status: "open" | "in_progress" | "waiting_customer" | "waiting_agent" | "resolved" | "closed";
                                /** @enum {string} */
                                priority: "low" | "medium" | "high" | "urgent";
                                /** @description The staff's labels, lower-case with hyphens; always empty for customers */
                                tags: string[];
                                /** @description Custom field values by field id (GET /api/ticket-fields): text, a number, a date (YYYY-MM-DD), a dropdown option, a checkbox; customers get those of customer-visible fields only */
                                customFields: {
                                    [key: string]: string | number | boolean;
                                };
                                /** Format: uuid */
                                customerId: string | null;
                                /** @description For an escalation, the name of the organization it came from */
                                customerName: string;
                                /** Format: uuid */
                                createdBy: string | null;
                                /** Format: uuid */
                                assignedTo: string | null;
                                /** @description The assignee’s name, when they have one and the caller can see their profile */
                                assigneeName: string | null;
                                /** @description Shown with the '[ESCALATED]' tag */
                                isEscalation: boolean;
                                /** Format: uuid */
                                originOrganizationId: string | null;
                                originOrganizationName: string | null;
                                /** Format: uuid */
                                originTicketId: string | null;
                                /** @description The ticket this duplicate was merged into, where its conversation continues; null for a ticket not merged */
                                mergedInto: {
                                    /**
                                     * Format: uuid
                                     * @description Null for a customer when it is another customer's ticket
                                     */
                                    id: string | null;
                                    ticketNumber: string;
                                } | null;
                                /**
                                 * @description The channel the ticket came in through: the web (workspace or portal) or e-mail
                                 * @enum {string}
                                 */
                                source: "web" | "email";
                                commentCount: number;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                                /** @description The earliest scheduled appointment */
                                appointment: {
                                    /**
                                     * Format: uuid
                                     * @description The calendar event (type ticket_appointment, status scheduled)
                                     */
                                    id: string;
                                    /** Format: uuid */
                                    ticketId: string;
                                    title: string;
                                    description: string;
                                    /** @description What was written in Notes: the description after its ticket reference */
                                    notes: string;
                                    /** @description YYYY-MM-DD in the organization's time zone */
                                    date: string;
                                    /** @description HH:mm (24-hour) in the organization's time zone */
                                    time: string;
                                    /** Format: date-time */
                                    scheduledAt: string;
                                    /** Format: date-time */
                                    endsAt: string;
                                    durationMinutes: number;
                                } | null;
                                /** @description The running or paused service-level target due first; null without one, and for customers */
                                serviceLevel: {
                                    /** @enum {string} */
                                    target: "first_response" | "next_response" | "resolution" | "on_site_arrival";
                                    /**
                                     * Format: date-time
                                     * @description Null while the clock is paused
                                     */
                                    dueAt: string | null;
                                    /** Format: date-time */
                                    warnAt: string | null;
                                    /** Format: date-time */
                                    breachedAt: string | null;
                                    isPaused: boolean;
                                } | null;
                            };
                            /** @description The ticket it was merged into */
                            into: {
                                /** Format: uuid */
                                id: string;
                                ticketNumber: string;
                                /** @description As written (also called subject) */
                                title: string;
                                /** @description Cleaned for display: escalation, company and ticket-number prefixes and suffixes removed */
                                displayTitle: string;
                                description: string;
                                /** @enum {string} */
                                status: "open" | "in_progress" | "waiting_customer" | "waiting_agent" | "resolved" | "closed";
                                /** @enum {string} */
                                priority: "low" | "medium" | "high" | "urgent";
                                /** @description The staff's labels, lower-case with hyphens; always empty for customers */
                                tags: string[];
                                /** @description Custom field values by field id (GET /api/ticket-fields): text, a number, a date (YYYY-MM-DD), a dropdown option, a checkbox; customers get those of customer-visible fields only */
                                customFields: {
                                    [key: string]: string | number | boolean;
                                };
                                /** Format: uuid */
                                customerId: string | null;
                                /** @description For an escalation, the name of the organization it came from */
                                customerName: string;
                                /** Format: uuid */
                                createdBy: string | null;
                                /** Format: uuid */
                                assignedTo: string | null;
                                /** @description The assignee’s name, when they have one and the caller can see their profile */
                                assigneeName: string | null;
                                /** @description Shown with the '[ESCALATED]' tag */
                                isEscalation: boolean;
                                /** Format: uuid */
                                originOrganizationId: string | null;
                                originOrganizationName: string | null;
                                /** Format: uuid */
                                originTicketId: string | null;
                                /** @description The ticket this duplicate was merged into, where its conversation continues; null for a ticket not merged */
                                mergedInto: {
                                    /**
                                     * Format: uuid
                                     * @description Null for a customer when it is another customer's ticket
                                     */
                                    id: string | null;
                                    ticketNumber: string;
                                } | null;
                                /**
                                 * @description The channel the ticket came in through: the web (workspace or portal) or e-mail
                                 * @enum {string}
                                 */
                                source: "web" | "email";
                                commentCount: number;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                                /** @description The earliest scheduled appointment */
                                appointment: {
                                    /**
                                     * Format: uuid
                                     * @description The calendar event (type ticket_appointment, status scheduled)
                                     */
                                    id: string;
                                    /** Format: uuid */
                                    ticketId: string;
                                    title: string;
                                    description: string;
                                    /** @description What was written in Notes: the description after its ticket reference */
                                    notes: string;
                                    /** @description YYYY-MM-DD in the organization's time zone */
                                    date: string;
                                    /** @description HH:mm (24-hour) in the organization's time zone */
                                    time: string;
                                    /** Format: date-time */
                                    scheduledAt: string;
                                    /** Format: date-time */
                                    endsAt: string;
                                    durationMinutes: number;
                                } | null;
                                /** @description The running or paused service-level target due first; null without one, and for customers */
                                serviceLevel: {
                                    /** @enum {string} */
                                    target: "first_response" | "next_response" | "resolution" | "on_site_arrival";
                                    /**
                                     * Format: date-time
                                     * @description Null while the clock is paused
                                     */
                                    dueAt: string | null;
                                    /** Format: date-time */
                                    warnAt: string | null;
                                    /** Format: date-time */
                                    breachedAt: string | null;
                                    isPaused: boolean;
                                } | null;
                            };
                            /** @description {number} merged into {number} */
                            message: string;
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
    "/api/settings/ticket-numbering": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organization's ticket numbering scheme and a preview of the next number */
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
                            settings: {
                                /**
                                 * @default sequential
                                 * @enum {string}
                                 */
                                numbering_scheme: "sequential" | "uuid" | "custom";
                                /** @default TKT */
                                prefix: string;
                                /** @default  */
                                suffix: string;
                                /** @default 1000 */
                                starting_number: number;
                                /** @default 4 */
                                padding_zeros: 0 | 2 | 3 | 4 | 5;
                                /**
                                 * @default never
                                 * @enum {string}
                                 */
                                reset_period: "never" | "yearly" | "monthly" | "daily";
                                /** @default {prefix}-{number:0000} */
                                custom_format: string;
                                /**
                                 * @default with_prefix
                                 * @enum {string}
                                 */
                                display_format: "number_only" | "with_prefix" | "full_format";
                            };
                            /** @description The number the next ticket will get; a sample for the uuid scheme */
                            preview: string;
                        };
                    };
                };
            };
        };
        /**
         * Saves the organization's ticket numbering scheme (missing fields take their defaults)
         * @description Refused (ticket_numbering_invalid) when numbers could repeat: a custom format without {number}, or a reset period whose custom format lacks the period ({year}, {month}, {day}).
         */
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
                        /**
                         * @default sequential
                         * @enum {string}
                         */
                        numbering_scheme?: "sequential" | "uuid" | "custom";
                        /** @default TKT */
                        prefix?: string;
                        /** @default  */
                        suffix?: string;
                        /** @default 1000 */
                        starting_number?: number;
                        /** @default 4 */
                        padding_zeros?: 0 | 2 | 3 | 4 | 5;
                        /**
                         * @default never
                         * @enum {string}
                         */
                        reset_period?: "never" | "yearly" | "monthly" | "daily";
                        /** @default {prefix}-{number:0000} */
                        custom_format?: string;
                        /**
                         * @default with_prefix
                         * @enum {string}
                         */
                        display_format?: "number_only" | "with_prefix" | "full_format";
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
                            settings: {
                                /**
                                 * @default sequential
                                 * @enum {string}
                                 */
                                numbering_scheme: "sequential" | "uuid" | "custom";
                                /** @default TKT */
                                prefix: string;
                                /** @default  */
                                suffix: string;
                                /** @default 1000 */
                                starting_number: number;
                                /** @default 4 */
                                padding_zeros: 0 | 2 | 3 | 4 | 5;
                                /**
                                 * @default never
                                 * @enum {string}
                                 */
                                reset_period: "never" | "yearly" | "monthly" | "daily";
                                /** @default {prefix}-{number:0000} */
                                custom_format: string;
                                /**
                                 * @default with_prefix
                                 * @enum {string}
                                 */
                                display_format: "number_only" | "with_prefix" | "full_format";
                            };
                            /** @description The number the next ticket will get; a sample for the uuid scheme */
                            preview: string;
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
    "/api/saved-replies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organization's shared saved replies and the caller's personal ones, by name
         * @description At most 200 shared ones and 200 personal ones per staff member, so the list is whole.
         */
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
                            savedReplies: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                /** @description A Liquid template: {{ customer.first_name }}, {{ ticket.number }}, {{ agent.name }}… */
                                body: string;
                                /** @enum {string} */
                                scope: "shared" | "personal";
                                actions: {
                                    /** @enum {string|null} */
                                    status: "open" | "in_progress" | "waiting_customer" | "waiting_agent" | "resolved" | "closed" | null;
                                    /** @enum {string|null} */
                                    priority: "low" | "medium" | "high" | "urgent" | null;
                                    /** Format: uuid */
                                    assigneeId: string | null;
                                };
                                /** @description What the macro changes, e.g. 'Status: Resolved · Priority: High'; empty without actions */
                                actionSummary: string;
                                /** @description Whether the caller may change or delete it */
                                canEdit: boolean;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            }[];
                            /** @description Whether the caller may add, change and delete shared replies */
                            canManageShared: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Adds a saved reply, shared or personal; with actions it is a macro
         * @description The body is a Liquid template with these variables: customer.first_name, customer.name, customer.email, ticket.number, ticket.title, ticket.status, agent.name, agent.first_name, organization.name; an unknown variable renders empty. Only the tags if, unless, case, for, comment and raw, and Liquid's standard filters, are allowed; a template that does not parse, or uses anything else, is refused with saved_reply_template_invalid naming the problem. A shared reply needs the right to manage them (forbidden); an assignee must be on the staff (assignee_not_staff); saved_reply_limit past 200.
         */
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
                        body: string;
                        /**
                         * @description shared: for the whole team (managed by org admins, or agents allowed to); personal: yours only
                         * @enum {string}
                         */
                        scope: "shared" | "personal";
                        /**
                         * @default {
                         *       "status": null,
                         *       "priority": null,
                         *       "assigneeId": null
                         *     }
                         */
                        actions?: {
                            /**
                             * @description The status the ticket is set to; null leaves it
                             * @default null
                             * @enum {string|null}
                             */
                            status?: "open" | "in_progress" | "waiting_customer" | "waiting_agent" | "resolved" | "closed" | null;
                            /**
                             * @description The priority the ticket is set to; null leaves it
                             * @default null
                             * @enum {string|null}
                             */
                            priority?: "low" | "medium" | "high" | "urgent" | null;
                            /**
                             * Format: uuid
                             * @description The staff member the ticket is given to; null leaves the assignee
                             * @default null
                             */
                            assigneeId?: string | null;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** @description A Liquid template: {{ customer.first_name }}, {{ ticket.number }}, {{ agent.name }}… */
                            body: string;
                            /** @enum {string} */
                            scope: "shared" | "personal";
                            actions: {
                                /** @enum {string|null} */
                                status: "open" | "in_progress" | "waiting_customer" | "waiting_agent" | "resolved" | "closed" | null;
                                /** @enum {string|null} */
                                priority: "low" | "medium" | "high" | "urgent" | null;
                                /** Format: uuid */
                                assigneeId: string | null;
                            };
                            /** @description What the macro changes, e.g. 'Status: Resolved · Priority: High'; empty without actions */
                            actionSummary: string;
                            /** @description Whether the caller may change or delete it */
                            canEdit: boolean;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
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
    "/api/saved-replies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Changes a saved reply: the caller’s own, or a shared one when they manage those
         * @description The body is a Liquid template with these variables: customer.first_name, customer.name, customer.email, ticket.number, ticket.title, ticket.status, agent.name, agent.first_name, organization.name; an unknown variable renders empty. Only the tags if, unless, case, for, comment and raw, and Liquid's standard filters, are allowed; a template that does not parse, or uses anything else, is refused with saved_reply_template_invalid naming the problem. Another staff member's personal reply, or another organization's, is saved_reply_not_found.
         */
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
                        name: string;
                        body: string;
                        /**
                         * @description shared: for the whole team (managed by org admins, or agents allowed to); personal: yours only
                         * @enum {string}
                         */
                        scope: "shared" | "personal";
                        /**
                         * @default {
                         *       "status": null,
                         *       "priority": null,
                         *       "assigneeId": null
                         *     }
                         */
                        actions?: {
                            /**
                             * @description The status the ticket is set to; null leaves it
                             * @default null
                             * @enum {string|null}
                             */
                            status?: "open" | "in_progress" | "waiting_customer" | "waiting_agent" | "resolved" | "closed" | null;
                            /**
                             * @description The priority the ticket is set to; null leaves it
                             * @default null
                             * @enum {string|null}
                             */
                            priority?: "low" | "medium" | "high" | "urgent" | null;
                            /**
                             * Format: uuid
                             * @description The staff member the ticket is given to; null leaves the assignee
                             * @default null
                             */
                            assigneeId?: string | null;
                        };
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
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** @description A Liquid template: {{ customer.first_name }}, {{ ticket.number }}, {{ agent.name }}… */
                            body: string;
                            /** @enum {string} */
                            scope: "shared" | "personal";
                            actions: {
                                /** @enum {string|null} */
                                status: "open" | "in_progress" | "waiting_customer" | "waiting_agent" | "resolved" | "closed" | null;
                                /** @enum {string|null} */
                                priority: "low" | "medium" | "high" | "urgent" | null;
                                /** Format: uuid */
                                assigneeId: string | null;
                            };
                            /** @description What the macro changes, e.g. 'Status: Resolved · Priority: High'; empty without actions */
                            actionSummary: string;
                            /** @description Whether the caller may change or delete it */
                            canEdit: boolean;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                    };
                };
            };
        };
        post?: never;
        /** Deletes a saved reply: the caller’s own, or a shared one when they manage those */
        delete: {
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
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saved-replies/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A template filled in with a sample customer and ticket, for the editor’s live preview
         * @description The body is a Liquid template with these variables: customer.first_name, customer.name, customer.email, ticket.number, ticket.title, ticket.status, agent.name, agent.first_name, organization.name; an unknown variable renders empty. Only the tags if, unless, case, for, comment and raw, and Liquid's standard filters, are allowed; a template that does not parse, or uses anything else, is refused with saved_reply_template_invalid naming the problem.
         */
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
                        body: string;
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
                            text: string;
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
    "/api/saved-replies/{id}/render": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A saved reply filled in for a ticket the caller sees, as plain text for the reply box, with its actions
         * @description Nothing on the ticket changes: a macro’s actions are applied by /apply when the reply is sent.
         */
        post: {
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
                        /** Format: uuid */
                        ticketId: string;
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
                            text: string;
                            actions: {
                                /** @enum {string|null} */
                                status: "open" | "in_progress" | "waiting_customer" | "waiting_agent" | "resolved" | "closed" | null;
                                /** @enum {string|null} */
                                priority: "low" | "medium" | "high" | "urgent" | null;
                                /** Format: uuid */
                                assigneeId: string | null;
                            };
                            actionSummary: string;
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
    "/api/saved-replies/{id}/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Applies a macro's actions to a ticket in one step: status, priority, assignee
         * @description Each change follows the tickets' own rules (the caller must be allowed to edit the ticket; an agent takes an unassigned ticket or gives back their own, else assignment_not_allowed); when one is refused, none is made. saved_reply_no_actions for a reply without actions.
         */
        post: {
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
                        /** Format: uuid */
                        ticketId: string;
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
                            ticket: {
                                /** Format: uuid */
                                id: string;
                                ticketNumber: string;
                                /** @description As written (also called subject) */
                                title: string;
                                /** @description Cleaned for display: escalation, company and ticket-number prefixes and suffixes removed */
                                displayTitle: string;
                                description: string;
                                /** @enum {string} */
                                status: "open" | "in_progress" | "waiting_customer" | "waiting_agent" | "resolved" | "closed";
                                /** @enum {string} */
                                priority: "low" | "medium" | "high" | "urgent";
                                /** @description The staff's labels, lower-case with hyphens; always empty for customers */
                                tags: string[];
                                /** @description Custom field values by field id (GET /api/ticket-fields): text, a number, a date (YYYY-MM-DD), a dropdown option, a checkbox; customers get those of customer-visible fields only */
                                customFields: {
                                    [key: string]: string | number | boolean;
                                };
                                /** Format: uuid */
                                customerId: string | null;
                                /** @description For an escalation, the name of the organization it came from */
                                customerName: string;
                                /** Format: uuid */
                                createdBy: string | null;
                                /** Format: uuid */
                                assignedTo: string | null;
                                /** @description The assignee’s name, when they have one and the caller can see their profile */
                                assigneeName: string | null;
                                /** @description Shown with the '[ESCALATED]' tag */
                                isEscalation: boolean;
                                /** Format: uuid */
                                originOrganizationId: string | null;
                                originOrganizationName: string | null;
                                /** Format: uuid */
                                originTicketId: string | null;
                                /** @description The ticket this duplicate was merged into, where its conversation continues; null for a ticket not merged */
                                mergedInto: {
                                    /**
                                     * Format: uuid
                                     * @description Null for a customer when it is another customer's ticket
                                     */
                                    id: string | null;
                                    ticketNumber: string;
                                } | null;
                                /**
                                 * @description The channel the ticket came in through: the web (workspace or portal) or e-mail
                                 * @enum {string}
                                 */
                                source: "web" | "email";
                                commentCount: number;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                                /** @description The earliest scheduled appointment */
                                appointment: {
                                    /**
                                     * Format: uuid
                                     * @description The calendar event (type ticket_appointment, status scheduled)
                                     */
                                    id: string;
                                    /** Format: uuid */
                                    ticketId: string;
                                    title: string;
                                    description: string;
                                    /** @description What was written in Notes: the description after its ticket reference */
                                    notes: string;
                                    /** @description YYYY-MM-DD in the organization's time zone */
                                    date: string;
                                    /** @description HH:mm (24-hour) in the organization's time zone */
                                    time: string;
                                    /** Format: date-time */
                                    scheduledAt: string;
                                    /** Format: date-time */
                                    endsAt: string;
                                    durationMinutes: number;
                                } | null;
                                /** @description The running or paused service-level target due first; null without one, and for customers */
                                serviceLevel: {
                                    /** @enum {string} */
                                    target: "first_response" | "next_response" | "resolution" | "on_site_arrival";
                                    /**
                                     * Format: date-time
                                     * @description Null while the clock is paused
                                     */
                                    dueAt: string | null;
                                    /** Format: date-time */
                                    warnAt: string | null;
                                    /** Format: date-time */
                                    breachedAt: string | null;
                                    isPaused: boolean;
                                } | null;
                            };
                            message: string;
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
    "/api/settings/sso": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organization's single sign-on settings */
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
                            isConfigured: boolean;
                            /**
                             * Format: uuid
                             * @description What the login page passes to POST /auth/v1/sso as provider_id
                             */
                            providerId: string | null;
                            discoveryUrl: string;
                            clientId: string;
                            /** @description The secret itself is never returned */
                            hasClientSecret: boolean;
                            buttonLabel: string;
                            agentClaimName: string | null;
                            agentClaimValue: string | null;
                            /** @enum {string} */
                            unmappedAccounts: "customer" | "none";
                            isEnabled: boolean;
                            /** @description The address to register at the provider: this organization's host */
                            redirectUri: string;
                            emailDomain: string | null;
                            txtRecordName: string | null;
                            txtRecordValue: string | null;
                            /** Format: date-time */
                            domainVerifiedAt: string | null;
                            isRequired: boolean;
                            /** Format: uuid */
                            breakGlassUserId: string | null;
                            orgAdmins: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                email: string;
                            }[];
                        };
                    };
                };
            };
        };
        /** Sets the OpenID Connect provider and who its users become on first sign-in */
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
                        discoveryUrl: string;
                        clientId: string;
                        /** @description Empty or absent keeps the stored secret */
                        clientSecret?: string;
                        buttonLabel: string;
                        agentClaimName: string | null;
                        agentClaimValue: string | null;
                        /** @enum {string} */
                        unmappedAccounts: "customer" | "none";
                        isEnabled: boolean;
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
                            isConfigured: boolean;
                            /**
                             * Format: uuid
                             * @description What the login page passes to POST /auth/v1/sso as provider_id
                             */
                            providerId: string | null;
                            discoveryUrl: string;
                            clientId: string;
                            /** @description The secret itself is never returned */
                            hasClientSecret: boolean;
                            buttonLabel: string;
                            agentClaimName: string | null;
                            agentClaimValue: string | null;
                            /** @enum {string} */
                            unmappedAccounts: "customer" | "none";
                            isEnabled: boolean;
                            /** @description The address to register at the provider: this organization's host */
                            redirectUri: string;
                            emailDomain: string | null;
                            txtRecordName: string | null;
                            txtRecordValue: string | null;
                            /** Format: date-time */
                            domainVerifiedAt: string | null;
                            isRequired: boolean;
                            /** Format: uuid */
                            breakGlassUserId: string | null;
                            orgAdmins: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                email: string;
                            }[];
                        };
                    };
                };
            };
        };
        post?: never;
        /** Removes single sign-on: everyone signs in with a password again */
        delete: {
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
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/sso/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reads a provider's discovery document
         * @description Answers sso_provider_unavailable (422) with the reason when it cannot be read.
         */
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
                        discoveryUrl: string;
                        /** @default  */
                        clientId?: string;
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
                            issuer: string;
                            authorizationEndpoint: string;
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
    "/api/settings/sso/domain": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Names the e-mail domain to prove ownership of; a new domain needs a new TXT record */
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
                        emailDomain: string;
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
                            isConfigured: boolean;
                            /**
                             * Format: uuid
                             * @description What the login page passes to POST /auth/v1/sso as provider_id
                             */
                            providerId: string | null;
                            discoveryUrl: string;
                            clientId: string;
                            /** @description The secret itself is never returned */
                            hasClientSecret: boolean;
                            buttonLabel: string;
                            agentClaimName: string | null;
                            agentClaimValue: string | null;
                            /** @enum {string} */
                            unmappedAccounts: "customer" | "none";
                            isEnabled: boolean;
                            /** @description The address to register at the provider: this organization's host */
                            redirectUri: string;
                            emailDomain: string | null;
                            txtRecordName: string | null;
                            txtRecordValue: string | null;
                            /** Format: date-time */
                            domainVerifiedAt: string | null;
                            isRequired: boolean;
                            /** Format: uuid */
                            breakGlassUserId: string | null;
                            orgAdmins: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                email: string;
                            }[];
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
    "/api/settings/sso/domain/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Looks the domain's TXT record up and marks the domain verified */
        post: {
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
                            isConfigured: boolean;
                            /**
                             * Format: uuid
                             * @description What the login page passes to POST /auth/v1/sso as provider_id
                             */
                            providerId: string | null;
                            discoveryUrl: string;
                            clientId: string;
                            /** @description The secret itself is never returned */
                            hasClientSecret: boolean;
                            buttonLabel: string;
                            agentClaimName: string | null;
                            agentClaimValue: string | null;
                            /** @enum {string} */
                            unmappedAccounts: "customer" | "none";
                            isEnabled: boolean;
                            /** @description The address to register at the provider: this organization's host */
                            redirectUri: string;
                            emailDomain: string | null;
                            txtRecordName: string | null;
                            txtRecordValue: string | null;
                            /** Format: date-time */
                            domainVerifiedAt: string | null;
                            isRequired: boolean;
                            /** Format: uuid */
                            breakGlassUserId: string | null;
                            orgAdmins: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                email: string;
                            }[];
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
    "/api/settings/sso/requirement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Requires single sign-on for the verified domain, with one org admin who may still use a password */
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
                        isRequired: boolean;
                        /** Format: uuid */
                        breakGlassUserId: string | null;
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
                            isConfigured: boolean;
                            /**
                             * Format: uuid
                             * @description What the login page passes to POST /auth/v1/sso as provider_id
                             */
                            providerId: string | null;
                            discoveryUrl: string;
                            clientId: string;
                            /** @description The secret itself is never returned */
                            hasClientSecret: boolean;
                            buttonLabel: string;
                            agentClaimName: string | null;
                            agentClaimValue: string | null;
                            /** @enum {string} */
                            unmappedAccounts: "customer" | "none";
                            isEnabled: boolean;
                            /** @description The address to register at the provider: this organization's host */
                            redirectUri: string;
                            emailDomain: string | null;
                            txtRecordName: string | null;
                            txtRecordValue: string | null;
                            /** Format: date-time */
                            domainVerifiedAt: string | null;
                            isRequired: boolean;
                            /** Format: uuid */
                            breakGlassUserId: string | null;
                            orgAdmins: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                email: string;
                            }[];
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
    "/api/settings/two-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whom the organization requires to use an authenticator app, and who has not yet */
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
                            requiredFor: "nobody" | "org_admins" | "staff" | "everyone";
                            graceDays: number;
                            /**
                             * Format: date-time
                             * @description When the requirement began; null while nobody is required
                             */
                            requiredSince: string | null;
                            /** @description Approved members the requirement covers */
                            covered: number;
                            /** @description Of those, the members with an authenticator app */
                            protected: number;
                            /** @description The first 50 covered members, by name, without an authenticator app */
                            unprotected: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                email: string;
                                /** @enum {string} */
                                role: "user" | "agent" | "org_admin" | "super_admin";
                                /**
                                 * Format: date-time
                                 * @description From then on the API refuses them until they set one up
                                 */
                                dueAt: string | null;
                            }[];
                        };
                    };
                };
            };
        };
        /**
         * Requires an authenticator app of org admins, all staff or everyone, with a grace period in days
         * @description A person covered has the grace period from the change (or from joining, if later) to set one up; after it the API answers them 403 mfa_enrollment_required on everything but GET /api/me.
         */
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
                        /** @enum {string} */
                        requiredFor: "nobody" | "org_admins" | "staff" | "everyone";
                        graceDays: number;
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
                            /** @enum {string} */
                            requiredFor: "nobody" | "org_admins" | "staff" | "everyone";
                            graceDays: number;
                            /**
                             * Format: date-time
                             * @description When the requirement began; null while nobody is required
                             */
                            requiredSince: string | null;
                            /** @description Approved members the requirement covers */
                            covered: number;
                            /** @description Of those, the members with an authenticator app */
                            protected: number;
                            /** @description The first 50 covered members, by name, without an authenticator app */
                            unprotected: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                email: string;
                                /** @enum {string} */
                                role: "user" | "agent" | "org_admin" | "super_admin";
                                /**
                                 * Format: date-time
                                 * @description From then on the API refuses them until they set one up
                                 */
                                dueAt: string | null;
                            }[];
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
    "/api/settings/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organization's API keys that are not revoked, newest first
         * @description At most 50, so the list is whole. The secrets are never listed.
         */
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
                            apiKeys: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                /** @description The start of the key, shown to tell keys apart; the rest is never shown again */
                                prefix: string;
                                scopes: ("tickets:read" | "tickets:write" | "customers" | "work_orders" | "calendar" | "time_cards:read")[];
                                createdByName: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                expiresAt: string | null;
                                isExpired: boolean;
                                /**
                                 * Format: date-time
                                 * @description Noted at most once a minute
                                 */
                                lastUsedAt: string | null;
                                /** @description The address of that call */
                                lastUsedFrom: string | null;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Makes an API key with the given scopes; its secret is in this answer only
         * @description The key acts as this organization with the caller's org admin role, limited to its scopes, while the caller stays an org admin. The expiry is in the future and within two years (validation_failed); api_key_limit past 50 keys.
         */
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
                        scopes: ("tickets:read" | "tickets:write" | "customers" | "work_orders" | "calendar" | "time_cards:read")[];
                        /**
                         * Format: date-time
                         * @description When the key stops working; null for never
                         */
                        expiresAt: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiKey: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                /** @description The start of the key, shown to tell keys apart; the rest is never shown again */
                                prefix: string;
                                scopes: ("tickets:read" | "tickets:write" | "customers" | "work_orders" | "calendar" | "time_cards:read")[];
                                createdByName: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                expiresAt: string | null;
                                isExpired: boolean;
                                /**
                                 * Format: date-time
                                 * @description Noted at most once a minute
                                 */
                                lastUsedAt: string | null;
                                /** @description The address of that call */
                                lastUsedFrom: string | null;
                            };
                            /** @description The whole key, to send as Authorization: Bearer <key> */
                            secret: string;
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
    "/api/settings/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revokes an API key: its next call, on any server, is refused with 401 */
        delete: {
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
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ticket-views": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organization's shared views of the ticket list and the caller's personal ones, in order, with their counts
         * @description Shared views first. At most 50 shared ones and 50 personal ones per staff member, so the list is whole; the counts are read in one statement.
         */
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
                            views: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                /** @enum {string} */
                                scope: "shared" | "personal";
                                /** @description As GET /api/tickets takes them */
                                filters: {
                                    /**
                                     * @default all
                                     * @enum {string}
                                     */
                                    status: "all" | "open" | "new" | "in_progress" | "waiting_customer" | "waiting_agent" | "resolved" | "high_priority" | "due_soon" | "breached";
                                    /**
                                     * @default all
                                     * @enum {string}
                                     */
                                    priority: "all" | "low" | "medium" | "high" | "urgent";
                                    /** @default  */
                                    tag: string;
                                    /**
                                     * @description Staff: me (assigned to the caller), unassigned (the queue), or a staff member's id
                                     * @default null
                                     */
                                    assignee: (("me" | "unassigned") | string) | null;
                                    /** @default  */
                                    search: string;
                                    /**
                                     * @description Filters on custom fields, each key:value as the list takes them
                                     * @default []
                                     */
                                    field: string[];
                                    /**
                                     * @default newest
                                     * @enum {string}
                                     */
                                    sort: "newest" | "oldest" | "recently_updated" | "least_recently_updated" | "due_soonest";
                                };
                                /** @description How many tickets GET /api/tickets answers the caller with these filters, counted by the same conditions */
                                count: number;
                                /** @description Whether the caller may rename, reorder or delete it */
                                canEdit: boolean;
                            }[];
                            /** @description Whether the caller may add, change and delete shared views */
                            canManageShared: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Saves the list’s filters as a view, shared or personal; it goes last among its kind
         * @description A shared view needs the right to manage them (forbidden); an assignee by id must be on the staff (assignee_not_staff); ticket_view_limit past 50.
         */
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
                        /**
                         * @description shared: for the whole team (managed by org admins); personal: yours only
                         * @enum {string}
                         */
                        scope: "shared" | "personal";
                        filters: {
                            /**
                             * @default all
                             * @enum {string}
                             */
                            status?: "all" | "open" | "new" | "in_progress" | "waiting_customer" | "waiting_agent" | "resolved" | "high_priority" | "due_soon" | "breached";
                            /**
                             * @default all
                             * @enum {string}
                             */
                            priority?: "all" | "low" | "medium" | "high" | "urgent";
                            /** @default  */
                            tag?: string;
                            /**
                             * @description Staff: me (assigned to the caller), unassigned (the queue), or a staff member's id
                             * @default null
                             */
                            assignee?: (("me" | "unassigned") | string) | null;
                            /** @default  */
                            search?: string;
                            /**
                             * @description Filters on custom fields, each key:value as the list takes them
                             * @default []
                             */
                            field?: string[];
                            /**
                             * @default newest
                             * @enum {string}
                             */
                            sort?: "newest" | "oldest" | "recently_updated" | "least_recently_updated" | "due_soonest";
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** @enum {string} */
                            scope: "shared" | "personal";
                            /** @description As GET /api/tickets takes them */
                            filters: {
                                /**
                                 * @default all
                                 * @enum {string}
                                 */
                                status: "all" | "open" | "new" | "in_progress" | "waiting_customer" | "waiting_agent" | "resolved" | "high_priority" | "due_soon" | "breached";
                                /**
                                 * @default all
                                 * @enum {string}
                                 */
                                priority: "all" | "low" | "medium" | "high" | "urgent";
                                /** @default  */
                                tag: string;
                                /**
                                 * @description Staff: me (assigned to the caller), unassigned (the queue), or a staff member's id
                                 * @default null
                                 */
                                assignee: (("me" | "unassigned") | string) | null;
                                /** @default  */
                                search: string;
                                /**
                                 * @description Filters on custom fields, each key:value as the list takes them
                                 * @default []
                                 */
                                field: string[];
                                /**
                                 * @default newest
                                 * @enum {string}
                                 */
                                sort: "newest" | "oldest" | "recently_updated" | "least_recently_updated" | "due_soonest";
                            };
                            /** @description How many tickets GET /api/tickets answers the caller with these filters, counted by the same conditions */
                            count: number;
                            /** @description Whether the caller may rename, reorder or delete it */
                            canEdit: boolean;
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
    "/api/ticket-views/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Puts the shared views, or the caller’s personal ones, in a new order
         * @description ids lists every view of that kind once (else ticket_view_order_mismatch); shared ones need the right to manage them.
         */
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
                        /** @enum {string} */
                        scope: "shared" | "personal";
                        ids: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
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
    "/api/ticket-views/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Renames a view or changes its filters: the caller’s own, or a shared one when they manage those
         * @description Another staff member's personal view, or another organization's, is ticket_view_not_found.
         */
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
                        name: string;
                        /**
                         * @description shared: for the whole team (managed by org admins); personal: yours only
                         * @enum {string}
                         */
                        scope: "shared" | "personal";
                        filters: {
                            /**
                             * @default all
                             * @enum {string}
                             */
                            status?: "all" | "open" | "new" | "in_progress" | "waiting_customer" | "waiting_agent" | "resolved" | "high_priority" | "due_soon" | "breached";
                            /**
                             * @default all
                             * @enum {string}
                             */
                            priority?: "all" | "low" | "medium" | "high" | "urgent";
                            /** @default  */
                            tag?: string;
                            /**
                             * @description Staff: me (assigned to the caller), unassigned (the queue), or a staff member's id
                             * @default null
                             */
                            assignee?: (("me" | "unassigned") | string) | null;
                            /** @default  */
                            search?: string;
                            /**
                             * @description Filters on custom fields, each key:value as the list takes them
                             * @default []
                             */
                            field?: string[];
                            /**
                             * @default newest
                             * @enum {string}
                             */
                            sort?: "newest" | "oldest" | "recently_updated" | "least_recently_updated" | "due_soonest";
                        };
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
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** @enum {string} */
                            scope: "shared" | "personal";
                            /** @description As GET /api/tickets takes them */
                            filters: {
                                /**
                                 * @default all
                                 * @enum {string}
                                 */
                                status: "all" | "open" | "new" | "in_progress" | "waiting_customer" | "waiting_agent" | "resolved" | "high_priority" | "due_soon" | "breached";
                                /**
                                 * @default all
                                 * @enum {string}
                                 */
                                priority: "all" | "low" | "medium" | "high" | "urgent";
                                /** @default  */
                                tag: string;
                                /**
                                 * @description Staff: me (assigned to the caller), unassigned (the queue), or a staff member's id
                                 * @default null
                                 */
                                assignee: (("me" | "unassigned") | string) | null;
                                /** @default  */
                                search: string;
                                /**
                                 * @description Filters on custom fields, each key:value as the list takes them
                                 * @default []
                                 */
                                field: string[];
                                /**
                                 * @default newest
                                 * @enum {string}
                                 */
                                sort: "newest" | "oldest" | "recently_updated" | "least_recently_updated" | "due_soonest";
                            };
                            /** @description How many tickets GET /api/tickets answers the caller with these filters, counted by the same conditions */
                            count: number;
                            /** @description Whether the caller may rename, reorder or delete it */
                            canEdit: boolean;
                        };
                    };
                };
            };
        };
        post?: never;
        /** Deletes a view: the caller’s own, or a shared one when they manage those */
        delete: {
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
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ticket-fields": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organization's custom fields on tickets, in order
         * @description Staff: every field, archived ones included. Customers: the fields shown to customers that are not archived.
         */
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
                            fields: {
                                /**
                                 * Format: uuid
                                 * @description The key of the field's value in a ticket's customFields
                                 */
                                id: string;
                                /** @description How the list's address (field=key:value) and the CSV export name it */
                                key: string;
                                label: string;
                                /** @enum {string} */
                                type: "text" | "number" | "date" | "dropdown" | "checkbox";
                                /** @description A dropdown's choices, in order */
                                options: string[];
                                /** @description A ticket is not resolved or closed without a value (a checkbox: ticked) */
                                isRequiredToClose: boolean;
                                /** @description Customers see its value and may fill it in on a new ticket */
                                isVisibleToCustomers: boolean;
                                /** @description Off the forms and the close rule; its values stay on the tickets */
                                isArchived: boolean;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Adds a custom field on tickets, last
         * @description At most 50 fields (ticket_field_limit); a key another field has is ticket_field_key_taken.
         */
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
                        label: string;
                        /** @description How the field is named in the list's address and the CSV export; made from the label when left out; never changes */
                        key?: string;
                        /** @enum {string} */
                        type: "text" | "number" | "date" | "dropdown" | "checkbox";
                        /**
                         * @description The choices of a dropdown, in order; left empty for other types
                         * @default []
                         */
                        options?: string[];
                        /**
                         * @description A ticket cannot be resolved or closed without a value
                         * @default false
                         */
                        isRequiredToClose?: boolean;
                        /**
                         * @description Customers see it on their tickets and may fill it in on a new ticket; else staff only
                         * @default false
                         */
                        isVisibleToCustomers?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: uuid
                             * @description The key of the field's value in a ticket's customFields
                             */
                            id: string;
                            /** @description How the list's address (field=key:value) and the CSV export name it */
                            key: string;
                            label: string;
                            /** @enum {string} */
                            type: "text" | "number" | "date" | "dropdown" | "checkbox";
                            /** @description A dropdown's choices, in order */
                            options: string[];
                            /** @description A ticket is not resolved or closed without a value (a checkbox: ticked) */
                            isRequiredToClose: boolean;
                            /** @description Customers see its value and may fill it in on a new ticket */
                            isVisibleToCustomers: boolean;
                            /** @description Off the forms and the close rule; its values stay on the tickets */
                            isArchived: boolean;
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
    "/api/ticket-fields/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Puts the fields in a new order
         * @description ids lists every field once, archived ones included (else ticket_field_order_mismatch).
         */
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
                        ids: string[];
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
                            fields: {
                                /**
                                 * Format: uuid
                                 * @description The key of the field's value in a ticket's customFields
                                 */
                                id: string;
                                /** @description How the list's address (field=key:value) and the CSV export name it */
                                key: string;
                                label: string;
                                /** @enum {string} */
                                type: "text" | "number" | "date" | "dropdown" | "checkbox";
                                /** @description A dropdown's choices, in order */
                                options: string[];
                                /** @description A ticket is not resolved or closed without a value (a checkbox: ticked) */
                                isRequiredToClose: boolean;
                                /** @description Customers see its value and may fill it in on a new ticket */
                                isVisibleToCustomers: boolean;
                                /** @description Off the forms and the close rule; its values stay on the tickets */
                                isArchived: boolean;
                            }[];
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
    "/api/ticket-fields/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Changes a field’s name, options and rules, or archives it; its key and type stay as made
         * @description Another organization's field is ticket_field_not_found.
         */
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
                        label: string;
                        /**
                         * @description The choices of a dropdown, in order; left empty for other types
                         * @default []
                         */
                        options?: string[];
                        /**
                         * @description A ticket cannot be resolved or closed without a value
                         * @default false
                         */
                        isRequiredToClose?: boolean;
                        /**
                         * @description Customers see it on their tickets and may fill it in on a new ticket; else staff only
                         * @default false
                         */
                        isVisibleToCustomers?: boolean;
                        /**
                         * @description Archived: off the forms, the list and the close rule; its values stay
                         * @default false
                         */
                        isArchived?: boolean;
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
                            /**
                             * Format: uuid
                             * @description The key of the field's value in a ticket's customFields
                             */
                            id: string;
                            /** @description How the list's address (field=key:value) and the CSV export name it */
                            key: string;
                            label: string;
                            /** @enum {string} */
                            type: "text" | "number" | "date" | "dropdown" | "checkbox";
                            /** @description A dropdown's choices, in order */
                            options: string[];
                            /** @description A ticket is not resolved or closed without a value (a checkbox: ticked) */
                            isRequiredToClose: boolean;
                            /** @description Customers see its value and may fill it in on a new ticket */
                            isVisibleToCustomers: boolean;
                            /** @description Off the forms and the close rule; its values stay on the tickets */
                            isArchived: boolean;
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
    "/api/service-levels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The calendars, the policies in the order they are tried, the pausing statuses and the last recomputation */
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
                            settings: {
                                /**
                                 * @default [
                                 *       "waiting_customer"
                                 *     ]
                                 */
                                pausingStatuses: ("open" | "in_progress" | "waiting_customer" | "waiting_agent")[];
                            };
                            calendars: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                timeZone: string;
                                week: {
                                    sun: {
                                        start: string;
                                        end: string;
                                    }[];
                                    mon: {
                                        start: string;
                                        end: string;
                                    }[];
                                    tue: {
                                        start: string;
                                        end: string;
                                    }[];
                                    wed: {
                                        start: string;
                                        end: string;
                                    }[];
                                    thu: {
                                        start: string;
                                        end: string;
                                    }[];
                                    fri: {
                                        start: string;
                                        end: string;
                                    }[];
                                    sat: {
                                        start: string;
                                        end: string;
                                    }[];
                                };
                                closedDates: {
                                    date: string;
                                    name: string;
                                }[];
                            }[];
                            policies: {
                                name: string;
                                /**
                                 * Format: uuid
                                 * @description The business-hours calendar its business-hours targets count in; null: around the clock
                                 */
                                calendarId: string | null;
                                /** @description What a ticket must have to fall under the policy; an empty list matches anything */
                                match: {
                                    /** @default [] */
                                    priorities: ("low" | "medium" | "high" | "urgent")[];
                                    /** @default [] */
                                    customerIds: string[];
                                    /** @default [] */
                                    companies: string[];
                                    /** @default [] */
                                    channels: ("portal" | "staff" | "email")[];
                                };
                                targets: {
                                    first_response: {
                                        minutes: number;
                                        /** @description Counted in the policy calendar's opening hours (true) or around the clock (false) */
                                        isBusinessHours: boolean;
                                    } | null;
                                    next_response: {
                                        minutes: number;
                                        /** @description Counted in the policy calendar's opening hours (true) or around the clock (false) */
                                        isBusinessHours: boolean;
                                    } | null;
                                    resolution: {
                                        minutes: number;
                                        /** @description Counted in the policy calendar's opening hours (true) or around the clock (false) */
                                        isBusinessHours: boolean;
                                    } | null;
                                    /**
                                     * @description Each of the ticket's work orders started (the technician on site)
                                     * @default null
                                     */
                                    on_site_arrival: {
                                        minutes: number;
                                        /** @description Counted in the policy calendar's opening hours (true) or around the clock (false) */
                                        isBusinessHours: boolean;
                                    } | null;
                                };
                                /**
                                 * @description Share of a target used when the warning fires
                                 * @default 75
                                 */
                                warnAtPercent: number;
                                /**
                                 * @default {
                                 *       "raisePriority": false,
                                 *       "reassignTo": null
                                 *     }
                                 */
                                breachActions: {
                                    /**
                                     * @description Raise the priority one step on a breach
                                     * @default false
                                     */
                                    raisePriority: boolean;
                                    /**
                                     * Format: uuid
                                     * @description Give the ticket to this staff member on a breach
                                     * @default null
                                     */
                                    reassignTo: string | null;
                                };
                                /** Format: uuid */
                                id: string;
                                position: number;
                            }[];
                            /** @description How far the open tickets have been brought under the last change; null before the first change */
                            recompute: {
                                /** @description Open tickets when the last change was saved */
                                total: number;
                                done: number;
                                /** Format: date-time */
                                startedAt: string;
                                /** Format: date-time */
                                finishedAt: string | null;
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
    "/api/service-levels/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Sets the statuses that stop the clocks; the time a ticket spends in them is credited back */
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
                        /**
                         * @default [
                         *       "waiting_customer"
                         *     ]
                         */
                        pausingStatuses: ("open" | "in_progress" | "waiting_customer" | "waiting_agent")[];
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
                            /**
                             * @default [
                             *       "waiting_customer"
                             *     ]
                             */
                            pausingStatuses: ("open" | "in_progress" | "waiting_customer" | "waiting_agent")[];
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
    "/api/service-levels/calendars": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds a business-hours calendar (at most 20, names unique) */
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
                        timeZone: string;
                        week: {
                            /** @default [] */
                            sun?: {
                                start: string;
                                end: string;
                            }[];
                            /** @default [] */
                            mon?: {
                                start: string;
                                end: string;
                            }[];
                            /** @default [] */
                            tue?: {
                                start: string;
                                end: string;
                            }[];
                            /** @default [] */
                            wed?: {
                                start: string;
                                end: string;
                            }[];
                            /** @default [] */
                            thu?: {
                                start: string;
                                end: string;
                            }[];
                            /** @default [] */
                            fri?: {
                                start: string;
                                end: string;
                            }[];
                            /** @default [] */
                            sat?: {
                                start: string;
                                end: string;
                            }[];
                        };
                        /** @default [] */
                        closedDates?: {
                            date: string;
                            /** @default  */
                            name?: string;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            timeZone: string;
                            week: {
                                sun: {
                                    start: string;
                                    end: string;
                                }[];
                                mon: {
                                    start: string;
                                    end: string;
                                }[];
                                tue: {
                                    start: string;
                                    end: string;
                                }[];
                                wed: {
                                    start: string;
                                    end: string;
                                }[];
                                thu: {
                                    start: string;
                                    end: string;
                                }[];
                                fri: {
                                    start: string;
                                    end: string;
                                }[];
                                sat: {
                                    start: string;
                                    end: string;
                                }[];
                            };
                            closedDates: {
                                date: string;
                                name: string;
                            }[];
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
    "/api/service-levels/calendars/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Changes a calendar */
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
                        name: string;
                        timeZone: string;
                        week: {
                            /** @default [] */
                            sun?: {
                                start: string;
                                end: string;
                            }[];
                            /** @default [] */
                            mon?: {
                                start: string;
                                end: string;
                            }[];
                            /** @default [] */
                            tue?: {
                                start: string;
                                end: string;
                            }[];
                            /** @default [] */
                            wed?: {
                                start: string;
                                end: string;
                            }[];
                            /** @default [] */
                            thu?: {
                                start: string;
                                end: string;
                            }[];
                            /** @default [] */
                            fri?: {
                                start: string;
                                end: string;
                            }[];
                            /** @default [] */
                            sat?: {
                                start: string;
                                end: string;
                            }[];
                        };
                        /** @default [] */
                        closedDates?: {
                            date: string;
                            /** @default  */
                            name?: string;
                        }[];
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
                            /** Format: uuid */
                            id: string;
                            name: string;
                            timeZone: string;
                            week: {
                                sun: {
                                    start: string;
                                    end: string;
                                }[];
                                mon: {
                                    start: string;
                                    end: string;
                                }[];
                                tue: {
                                    start: string;
                                    end: string;
                                }[];
                                wed: {
                                    start: string;
                                    end: string;
                                }[];
                                thu: {
                                    start: string;
                                    end: string;
                                }[];
                                fri: {
                                    start: string;
                                    end: string;
                                }[];
                                sat: {
                                    start: string;
                                    end: string;
                                }[];
                            };
                            closedDates: {
                                date: string;
                                name: string;
                            }[];
                        };
                    };
                };
            };
        };
        post?: never;
        /** Removes a calendar no policy counts in (else sla_calendar_in_use) */
        delete: {
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
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-levels/holidays": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A country's public holidays in a year, to add to a calendar's closed dates; without a country, the countries known */
        get: {
            parameters: {
                query?: {
                    country?: string;
                    year?: number;
                };
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
                            countries: {
                                code: string;
                                name: string;
                            }[];
                            holidays: {
                                date: string;
                                name: string;
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
    "/api/service-levels/policies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds a policy after the others (at most 50) */
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
                        /**
                         * Format: uuid
                         * @description The business-hours calendar its business-hours targets count in; null: around the clock
                         */
                        calendarId: string | null;
                        /** @description What a ticket must have to fall under the policy; an empty list matches anything */
                        match: {
                            /** @default [] */
                            priorities?: ("low" | "medium" | "high" | "urgent")[];
                            /** @default [] */
                            customerIds?: string[];
                            /** @default [] */
                            companies?: string[];
                            /** @default [] */
                            channels?: ("portal" | "staff" | "email")[];
                        };
                        targets: {
                            first_response: {
                                minutes: number;
                                /** @description Counted in the policy calendar's opening hours (true) or around the clock (false) */
                                isBusinessHours: boolean;
                            } | null;
                            next_response: {
                                minutes: number;
                                /** @description Counted in the policy calendar's opening hours (true) or around the clock (false) */
                                isBusinessHours: boolean;
                            } | null;
                            resolution: {
                                minutes: number;
                                /** @description Counted in the policy calendar's opening hours (true) or around the clock (false) */
                                isBusinessHours: boolean;
                            } | null;
                            /**
                             * @description Each of the ticket's work orders started (the technician on site)
                             * @default null
                             */
                            on_site_arrival?: {
                                minutes: number;
                                /** @description Counted in the policy calendar's opening hours (true) or around the clock (false) */
                                isBusinessHours: boolean;
                            } | null;
                        };
                        /**
                         * @description Share of a target used when the warning fires
                         * @default 75
                         */
                        warnAtPercent?: number;
                        /**
                         * @default {
                         *       "raisePriority": false,
                         *       "reassignTo": null
                         *     }
                         */
                        breachActions?: {
                            /**
                             * @description Raise the priority one step on a breach
                             * @default false
                             */
                            raisePriority?: boolean;
                            /**
                             * Format: uuid
                             * @description Give the ticket to this staff member on a breach
                             * @default null
                             */
                            reassignTo?: string | null;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            name: string;
                            /**
                             * Format: uuid
                             * @description The business-hours calendar its business-hours targets count in; null: around the clock
                             */
                            calendarId: string | null;
                            /** @description What a ticket must have to fall under the policy; an empty list matches anything */
                            match: {
                                /** @default [] */
                                priorities: ("low" | "medium" | "high" | "urgent")[];
                                /** @default [] */
                                customerIds: string[];
                                /** @default [] */
                                companies: string[];
                                /** @default [] */
                                channels: ("portal" | "staff" | "email")[];
                            };
                            targets: {
                                first_response: {
                                    minutes: number;
                                    /** @description Counted in the policy calendar's opening hours (true) or around the clock (false) */
                                    isBusinessHours: boolean;
                                } | null;
                                next_response: {
                                    minutes: number;
                                    /** @description Counted in the policy calendar's opening hours (true) or around the clock (false) */
                                    isBusinessHours: boolean;
                                } | null;
                                resolution: {
                                    minutes: number;
                                    /** @description Counted in the policy calendar's opening hours (true) or around the clock (false) */
                                    isBusinessHours: boolean;
                                } | null;
                                /**
                                 * @description Each of the ticket's work orders started (the technician on site)
                                 * @default null
                                 */
                                on_site_arrival: {
                                    minutes: number;
                                    /** @description Counted in the policy calendar's opening hours (true) or around the clock (false) */
                                    isBusinessHours: boolean;
                                } | null;
                            };
                            /**
                             * @description Share of a target used when the warning fires
                             * @default 75
                             */
                            warnAtPercent: number;
                            /**
                             * @default {
                             *       "raisePriority": false,
                             *       "reassignTo": null
                             *     }
                             */
                            breachActions: {
                                /**
                                 * @description Raise the priority one step on a breach
                                 * @default false
                                 */
                                raisePriority: boolean;
                                /**
                                 * Format: uuid
                                 * @description Give the ticket to this staff member on a breach
                                 * @default null
                                 */
                                reassignTo: string | null;
                            };
                            /** Format: uuid */
                            id: string;
                            position: number;
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
    "/api/service-levels/policies/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Puts the policies in order: the first that matches a ticket applies */
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
                        ids: string[];
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
                            name: string;
                            /**
                             * Format: uuid
                             * @description The business-hours calendar its business-hours targets count in; null: around the clock
                             */
                            calendarId: string | null;
                            /** @description What a ticket must have to fall under the policy; an empty list matches anything */
                            match: {
                                /** @default [] */
                                priorities: ("low" | "medium" | "high" | "urgent")[];
                                /** @default [] */
                                customerIds: string[];
                                /** @default [] */
                                companies: string[];
                                /** @default [] */
                                channels: ("portal" | "staff" | "email")[];
                            };
                            targets: {
                                first_response: {
                                    minutes: number;
                                    /** @description Counted in the policy calendar's opening hours (true) or around the clock (false) */
                                    isBusinessHours: boolean;
                                } | null;
                                next_response: {
                                    minutes: number;
                                    /** @description Counted in the policy calendar's opening hours (true) or around the clock (false) */
                                    isBusinessHours: boolean;
                                } | null;
                                resolution: {
                                    minutes: number;
                                    /** @description Counted in the policy calendar's opening hours (true) or around the clock (false) */
                                    isBusinessHours: boolean;
                                } | null;
                                /**
                                 * @description Each of the ticket's work orders started (the technician on site)
                                 * @default null
                                 */
                                on_site_arrival: {
                                    minutes: number;
                                    /** @description Counted in the policy calendar's opening hours (true) or around the clock (false) */
                                    isBusinessHours: boolean;
                                } | null;
                            };
                            /**
                             * @description Share of a target used when the warning fires
                             * @default 75
                             */
                            warnAtPercent: number;
                            /**
                             * @default {
                             *       "raisePriority": false,
                             *       "reassignTo": null
                             *     }
                             */
                            breachActions: {
                                /**
                                 * @description Raise the priority one step on a breach
                                 * @default false
                                 */
                                raisePriority: boolean;
                                /**
                                 * Format: uuid
                                 * @description Give the ticket to this staff member on a breach
                                 * @default null
                                 */
                                reassignTo: string | null;
                            };
                            /** Format: uuid */
                            id: string;
                            position: number;
                        }[];
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
    "/api/service-levels/policies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Changes a policy */
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
                        name: string;
                        /**
                         * Format: uuid
                         * @description The business-hours calendar its business-hours targets count in; null: around the clock
                         */
                        calendarId: string | null;
                        /** @description What a ticket must have to fall under the policy; an empty list matches anything */
                        match: {
                            /** @default [] */
                            priorities?: ("low" | "medium" | "high" | "urgent")[];
                            /** @default [] */
                            customerIds?: string[];
                            /** @default [] */
                            companies?: string[];
                            /** @default [] */
                            channels?: ("portal" | "staff" | "email")[];
                        };
                        targets: {
                            first_response: {
                                minutes: number;
                                /** @description Counted in the policy calendar's opening hours (true) or around the clock (false) */
                                isBusinessHours: boolean;
                            } | null;
                            next_response: {
                                minutes: number;
                                /** @description Counted in the policy calendar's opening hours (true) or around the clock (false) */
                                isBusinessHours: boolean;
                            } | null;
                            resolution: {
                                minutes: number;
                                /** @description Counted in the policy calendar's opening hours (true) or around the clock (false) */
                                isBusinessHours: boolean;
                            } | null;
                            /**
                             * @description Each of the ticket's work orders started (the technician on site)
                             * @default null
                             */
                            on_site_arrival?: {
                                minutes: number;
                                /** @description Counted in the policy calendar's opening hours (true) or around the clock (false) */
                                isBusinessHours: boolean;
                            } | null;
                        };
                        /**
                         * @description Share of a target used when the warning fires
                         * @default 75
                         */
                        warnAtPercent?: number;
                        /**
                         * @default {
                         *       "raisePriority": false,
                         *       "reassignTo": null
                         *     }
                         */
                        breachActions?: {
                            /**
                             * @description Raise the priority one step on a breach
                             * @default false
                             */
                            raisePriority?: boolean;
                            /**
                             * Format: uuid
                             * @description Give the ticket to this staff member on a breach
                             * @default null
                             */
                            reassignTo?: string | null;
                        };
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
                            name: string;
                            /**
                             * Format: uuid
                             * @description The business-hours calendar its business-hours targets count in; null: around the clock
                             */
                            calendarId: string | null;
                            /** @description What a ticket must have to fall under the policy; an empty list matches anything */
                            match: {
                                /** @default [] */
                                priorities: ("low" | "medium" | "high" | "urgent")[];
                                /** @default [] */
                                customerIds: string[];
                                /** @default [] */
                                companies: string[];
                                /** @default [] */
                                channels: ("portal" | "staff" | "email")[];
                            };
                            targets: {
                                first_response: {
                                    minutes: number;
                                    /** @description Counted in the policy calendar's opening hours (true) or around the clock (false) */
                                    isBusinessHours: boolean;
                                } | null;
                                next_response: {
                                    minutes: number;
                                    /** @description Counted in the policy calendar's opening hours (true) or around the clock (false) */
                                    isBusinessHours: boolean;
                                } | null;
                                resolution: {
                                    minutes: number;
                                    /** @description Counted in the policy calendar's opening hours (true) or around the clock (false) */
                                    isBusinessHours: boolean;
                                } | null;
                                /**
                                 * @description Each of the ticket's work orders started (the technician on site)
                                 * @default null
                                 */
                                on_site_arrival: {
                                    minutes: number;
                                    /** @description Counted in the policy calendar's opening hours (true) or around the clock (false) */
                                    isBusinessHours: boolean;
                                } | null;
                            };
                            /**
                             * @description Share of a target used when the warning fires
                             * @default 75
                             */
                            warnAtPercent: number;
                            /**
                             * @default {
                             *       "raisePriority": false,
                             *       "reassignTo": null
                             *     }
                             */
                            breachActions: {
                                /**
                                 * @description Raise the priority one step on a breach
                                 * @default false
                                 */
                                raisePriority: boolean;
                                /**
                                 * Format: uuid
                                 * @description Give the ticket to this staff member on a breach
                                 * @default null
                                 */
                                reassignTo: string | null;
                            };
                            /** Format: uuid */
                            id: string;
                            position: number;
                        };
                    };
                };
            };
        };
        post?: never;
        /** Removes a policy; open tickets it covered come under the next that matches, or none */
        delete: {
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
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/email/addresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organization's own addresses that reach Tandem, and the address they forward to */
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
                            /** @description support@{subdomain}.INBOUND_EMAIL_DOMAIN; null while receiving e-mail is off */
                            forwardTo: string | null;
                            addresses: {
                                /** Format: uuid */
                                id: string;
                                address: string;
                                /**
                                 * @description waiting: its check mail has not come back yet; verified: mail to it opens tickets
                                 * @enum {string}
                                 */
                                status: "waiting" | "verified";
                                /** Format: date-time */
                                checkSentAt: string;
                                /** Format: date-time */
                                verifiedAt: string | null;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Adds an address of the organization and mails it a check; the check coming back to Tandem verifies it
         * @description Refused when receiving e-mail is off (inbound_mail_off), for an address on INBOUND_EMAIL_DOMAIN (mail_address_own_domain), one already on the list (mail_address_exists), or a 21st (mail_address_limit).
         */
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
                        address: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            address: string;
                            /**
                             * @description waiting: its check mail has not come back yet; verified: mail to it opens tickets
                             * @enum {string}
                             */
                            status: "waiting" | "verified";
                            /** Format: date-time */
                            checkSentAt: string;
                            /** Format: date-time */
                            verifiedAt: string | null;
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
    "/api/settings/email/addresses/{id}/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mails a waiting address a new check (at most once a minute); the earlier check no longer verifies it */
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            address: string;
                            /**
                             * @description waiting: its check mail has not come back yet; verified: mail to it opens tickets
                             * @enum {string}
                             */
                            status: "waiting" | "verified";
                            /** Format: date-time */
                            checkSentAt: string;
                            /** Format: date-time */
                            verifiedAt: string | null;
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
    "/api/settings/email/addresses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes an address: mail to it no longer reaches the organization */
        delete: {
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
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/billing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organization's plan, subscription, trial end, business model, feature flags and add-ons */
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
                            /**
                             * @description Null until an org admin chooses one
                             * @enum {string|null}
                             */
                            plan: "starter" | "pro" | "elite" | null;
                            /** @description 'trial' or 'active' */
                            subscriptionStatus: string;
                            /**
                             * Format: date-time
                             * @description Null once paid
                             */
                            trialEndDate: string | null;
                            /** @description Whole days until the trial ends, rounded up; null once paid */
                            trialDaysLeft: number | null;
                            /** @enum {string} */
                            businessModel: "customer-service" | "in-house";
                            addOns: ("calendar" | "analytics" | "api" | "timecards" | "projects")[];
                            features: {
                                multiOrganization: boolean;
                                whiteLabelBranding: boolean;
                                customerPortal: boolean;
                                slaManagement: boolean;
                                departments: boolean;
                                timeTracking: boolean;
                                projectIntegration: boolean;
                                apiAccess: boolean;
                                advancedReporting: boolean;
                            };
                            /** @description Whether its portal, pages and customer mails carry its own name instead of the product's (Elite) */
                            isWhiteLabel: boolean;
                            /** @description Approved org admins and agents with the open invitations, and how many the plan includes (null: no limit); a plan or invitation beyond it is refused with 409 team_member_limit */
                            team: {
                                size: number;
                                limit: number | null;
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
        /**
         * Changes the organization's plan, business model or add-ons; nothing is charged
         * @description No payment provider is connected yet, so a chosen plan is recorded and nothing is charged. A new business model sets the feature flags it decides as sign-up does; API access and advanced reporting are kept.
         */
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
                        /** @enum {string} */
                        plan?: "starter" | "pro" | "elite";
                        /** @enum {string} */
                        businessModel?: "customer-service" | "in-house";
                        addOns?: ("calendar" | "analytics" | "api" | "timecards" | "projects")[];
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
                            /**
                             * @description Null until an org admin chooses one
                             * @enum {string|null}
                             */
                            plan: "starter" | "pro" | "elite" | null;
                            /** @description 'trial' or 'active' */
                            subscriptionStatus: string;
                            /**
                             * Format: date-time
                             * @description Null once paid
                             */
                            trialEndDate: string | null;
                            /** @description Whole days until the trial ends, rounded up; null once paid */
                            trialDaysLeft: number | null;
                            /** @enum {string} */
                            businessModel: "customer-service" | "in-house";
                            addOns: ("calendar" | "analytics" | "api" | "timecards" | "projects")[];
                            features: {
                                multiOrganization: boolean;
                                whiteLabelBranding: boolean;
                                customerPortal: boolean;
                                slaManagement: boolean;
                                departments: boolean;
                                timeTracking: boolean;
                                projectIntegration: boolean;
                                apiAccess: boolean;
                                advancedReporting: boolean;
                            };
                            /** @description Whether its portal, pages and customer mails carry its own name instead of the product's (Elite) */
                            isWhiteLabel: boolean;
                            /** @description Approved org admins and agents with the open invitations, and how many the plan includes (null: no limit); a plan or invitation beyond it is refused with 409 team_member_limit */
                            team: {
                                size: number;
                                limit: number | null;
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organization's customers, newest first, searched by the server, one keyset page at a time
         * @description Org admins; agents when the agent permission matrix grants the permission named. Archived customers are listed apart, with status=archived.
         */
        get: {
            parameters: {
                query?: {
                    /** @description The customers on the list, or the archived ones */
                    status?: "active" | "archived";
                    /** @description Part of the contact name, company or e-mail, any case */
                    search?: string;
                    cursor?: string;
                    limit?: number;
                };
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
                            items: {
                                /** Format: uuid */
                                id: string;
                                /** @description The company */
                                organizationName: string;
                                contactName: string;
                                email: string;
                                phone: string | null;
                                /**
                                 * @description Customers are profiles with role user
                                 * @enum {string}
                                 */
                                role: "user";
                                /** @description The customer has an account to sign in with (an Active User) */
                                hasLogin: boolean;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                                /**
                                 * Format: date-time
                                 * @description When the customer was archived; null for the customers on the list
                                 */
                                archivedAt: string | null;
                                /**
                                 * Format: date-time
                                 * @description When mail to their address last came back undelivered; null once mail from it arrives or a member clears it
                                 */
                                emailBouncedAt: string | null;
                            }[];
                            /** @description Pass as cursor for the next page; null on the last page */
                            nextCursor: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Adds a customer; organization name, contact name and e-mail are required, phone optional
         * @description Org admins; agents when the agent permission matrix grants the permission named.
         */
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
                        organizationName: string;
                        contactName: string;
                        email: string;
                        /** @description Optional; empty is stored as null */
                        phone?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            /** @description The company */
                            organizationName: string;
                            contactName: string;
                            email: string;
                            phone: string | null;
                            /**
                             * @description Customers are profiles with role user
                             * @enum {string}
                             */
                            role: "user";
                            /** @description The customer has an account to sign in with (an Active User) */
                            hasLogin: boolean;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            /**
                             * Format: date-time
                             * @description When the customer was archived; null for the customers on the list
                             */
                            archivedAt: string | null;
                            /**
                             * Format: date-time
                             * @description When mail to their address last came back undelivered; null once mail from it arrives or a member clears it
                             */
                            emailBouncedAt: string | null;
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
    "/api/customers/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The summary cards: Total Customers, Active Users, New This Month, With Email
         * @description Org admins; agents when the agent permission matrix grants the permission named.
         */
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
                            /** @description Total Customers (archived ones are not counted) */
                            total: number;
                            /** @description Active Users: customers with a login */
                            activeUsers: number;
                            /** @description New This Month, in the organization's time zone */
                            newThisMonth: number;
                            /** @description With Email */
                            withEmail: number;
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
    "/api/customers/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The list as a CSV file (Company, Name, Email, Phone, Added), the search applied
         * @description Org admins; agents when the agent permission matrix grants the permission named.
         */
        get: {
            parameters: {
                query?: {
                    search?: string;
                };
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
                    content?: never;
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
    "/api/customers/import/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What importing a CSV file would do, row by row, with each row’s errors; writes nothing
         * @description Org admins; agents when the agent permission matrix grants the permission named. Duplicates by e-mail, within the file or against existing customers, are skipped.
         */
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
                        /** @description The CSV file as text: a header line naming company, name, e-mail and phone */
                        csv: string;
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
                            rows: {
                                /** @description Line in the file; the header is line 1 */
                                line: number;
                                organizationName: string;
                                contactName: string;
                                email: string;
                                phone: string | null;
                                /** @enum {string} */
                                status: "valid" | "invalid" | "duplicate";
                                errors: string[];
                            }[];
                            valid: number;
                            invalid: number;
                            duplicates: number;
                            /** @description Headers the import does not know */
                            ignoredColumns: string[];
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
    "/api/customers/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds a CSV file's valid rows in one transaction and says how many were added and skipped
         * @description Org admins; agents when the agent permission matrix grants the permission named.
         */
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
                        /** @description The CSV file as text: a header line naming company, name, e-mail and phone */
                        csv: string;
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
                            added: number;
                            skippedDuplicates: number;
                            skippedInvalid: number;
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
    "/api/customers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A customer with their tickets and work orders, newest first, and what deleting them would do
         * @description Org admins; agents when the agent permission matrix grants the permission named.
         */
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            customer: {
                                /** Format: uuid */
                                id: string;
                                /** @description The company */
                                organizationName: string;
                                contactName: string;
                                email: string;
                                phone: string | null;
                                /**
                                 * @description Customers are profiles with role user
                                 * @enum {string}
                                 */
                                role: "user";
                                /** @description The customer has an account to sign in with (an Active User) */
                                hasLogin: boolean;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                                /**
                                 * Format: date-time
                                 * @description When the customer was archived; null for the customers on the list
                                 */
                                archivedAt: string | null;
                                /**
                                 * Format: date-time
                                 * @description When mail to their address last came back undelivered; null once mail from it arrives or a member clears it
                                 */
                                emailBouncedAt: string | null;
                            };
                            ticketCount: number;
                            workOrderCount: number;
                            /**
                             * @description archive: the customer has tickets or work orders, which keep their name; delete: nothing refers to them
                             * @enum {string}
                             */
                            deleteOutcome: "archive" | "delete";
                            /** @description The newest tickets, up to 100 */
                            tickets: {
                                /** Format: uuid */
                                id: string;
                                ticketNumber: string;
                                title: string;
                                /** @enum {string} */
                                status: "open" | "in_progress" | "waiting_customer" | "waiting_agent" | "resolved" | "closed";
                                /** @enum {string} */
                                priority: "low" | "medium" | "high" | "urgent";
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            /** @description The newest work orders, up to 100 */
                            workOrders: {
                                /** Format: uuid */
                                id: string;
                                workOrderNumber: string;
                                title: string;
                                status: string;
                                /** @enum {string} */
                                priority: "low" | "medium" | "high" | "urgent";
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                        };
                    };
                };
            };
        };
        /**
         * Saves a customer's organization name, contact name, e-mail and phone
         * @description Org admins; agents when the agent permission matrix grants the permission named.
         */
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
                        organizationName: string;
                        contactName: string;
                        email: string;
                        /** @description Optional; empty is stored as null */
                        phone?: string | null;
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
                            /** Format: uuid */
                            id: string;
                            /** @description The company */
                            organizationName: string;
                            contactName: string;
                            email: string;
                            phone: string | null;
                            /**
                             * @description Customers are profiles with role user
                             * @enum {string}
                             */
                            role: "user";
                            /** @description The customer has an account to sign in with (an Active User) */
                            hasLogin: boolean;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            /**
                             * Format: date-time
                             * @description When the customer was archived; null for the customers on the list
                             */
                            archivedAt: string | null;
                            /**
                             * Format: date-time
                             * @description When mail to their address last came back undelivered; null once mail from it arrives or a member clears it
                             */
                            emailBouncedAt: string | null;
                        };
                    };
                };
            };
        };
        post?: never;
        /**
         * Archives a customer with tickets or work orders, deletes one without; their login can no longer sign in
         * @description Org admins; agents when the agent permission matrix grants the permission named.
         */
        delete: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            outcome: "archived" | "deleted";
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
    "/api/customers/{id}/clear-email-bounce": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Clears the mark that mail to a customer's address bounces, once it is known to work again
         * @description Org admins; agents when the agent permission matrix grants the permission named.
         */
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            /** @description The company */
                            organizationName: string;
                            contactName: string;
                            email: string;
                            phone: string | null;
                            /**
                             * @description Customers are profiles with role user
                             * @enum {string}
                             */
                            role: "user";
                            /** @description The customer has an account to sign in with (an Active User) */
                            hasLogin: boolean;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            /**
                             * Format: date-time
                             * @description When the customer was archived; null for the customers on the list
                             */
                            archivedAt: string | null;
                            /**
                             * Format: date-time
                             * @description When mail to their address last came back undelivered; null once mail from it arrives or a member clears it
                             */
                            emailBouncedAt: string | null;
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
    "/api/customers/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Brings an archived customer back to the list; their login may sign in again
         * @description Org admins; agents when the agent permission matrix grants the permission named. Whoever may archive a customer may restore one.
         */
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            /** @description The company */
                            organizationName: string;
                            contactName: string;
                            email: string;
                            phone: string | null;
                            /**
                             * @description Customers are profiles with role user
                             * @enum {string}
                             */
                            role: "user";
                            /** @description The customer has an account to sign in with (an Active User) */
                            hasLogin: boolean;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            /**
                             * Format: date-time
                             * @description When the customer was archived; null for the customers on the list
                             */
                            archivedAt: string | null;
                            /**
                             * Format: date-time
                             * @description When mail to their address last came back undelivered; null once mail from it arrives or a member clears it
                             */
                            emailBouncedAt: string | null;
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
    "/api/settings/timecard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organization's time card settings, with the specification's defaults for what was never set */
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
                            /** @description False until an org admin saves them: the time card screen then shows Setup Required */
                            isConfigured: boolean;
                            settings: {
                                /**
                                 * @default weekly_sheet
                                 * @enum {string}
                                 */
                                trackingMode: "clock_in_out" | "daily_entry" | "weekly_sheet" | "shift_based";
                                /** @default false */
                                requiresDailyClockin: boolean;
                                /**
                                 * @description My Day offers to clock in on Arrived and out on Complete
                                 * @default false
                                 */
                                clockWithVisits: boolean;
                                /**
                                 * @default weekly
                                 * @enum {string}
                                 */
                                payPeriodType: "weekly" | "biweekly" | "monthly";
                                /**
                                 * @description First day of a biweekly period; null counts from the first week of 2026
                                 * @default null
                                 */
                                payPeriodAnchor: string | null;
                                /** @default 40 */
                                overtimeAfterHours: number;
                                /**
                                 * @default weekly
                                 * @enum {string}
                                 */
                                overtimeCalculationMode: "weekly" | "daily";
                                /** @default 8 */
                                dailyOvertimeAfterHours: number;
                                /**
                                 * @default email_submit
                                 * @enum {string}
                                 */
                                submissionMethod: "system_only" | "email_submit" | "helpdesk_ticket";
                                /** @default  */
                                submissionEmail: "" | string;
                                /** @default true */
                                autoSaveEnabled: boolean;
                                /** @default 5 */
                                autoSaveIntervalMinutes: number;
                                /** @default false */
                                requiresSupervisorApproval: boolean;
                                /**
                                 * @description 0 Sunday … 6 Saturday
                                 * @default 0
                                 */
                                weekStartDay: number;
                                /**
                                 * @description 7 days a week, otherwise Monday to Friday
                                 * @default true
                                 */
                                showAllDays: boolean;
                                /**
                                 * @default {
                                 *       "overtimeHours": true,
                                 *       "sickHours": true,
                                 *       "vacationHours": true,
                                 *       "holidayHours": true,
                                 *       "ptoHours": false,
                                 *       "prevailingWageHours": false,
                                 *       "notes": true
                                 *     }
                                 */
                                customColumns: {
                                    /** @default true */
                                    overtimeHours: boolean;
                                    /** @default true */
                                    sickHours: boolean;
                                    /** @default true */
                                    vacationHours: boolean;
                                    /** @default true */
                                    holidayHours: boolean;
                                    /** @default false */
                                    ptoHours: boolean;
                                    /** @default false */
                                    prevailingWageHours: boolean;
                                    /** @default true */
                                    notes: boolean;
                                };
                                /** @default [] */
                                requiredFields: ("startTime" | "endTime" | "regularHours" | "notes")[];
                                /** @default  */
                                customFooterMessage: string;
                                /**
                                 * @default [
                                 *       {
                                 *         "name": "New Year's Day",
                                 *         "dates": []
                                 *       },
                                 *       {
                                 *         "name": "Memorial Day",
                                 *         "dates": []
                                 *       },
                                 *       {
                                 *         "name": "Independence Day",
                                 *         "dates": []
                                 *       },
                                 *       {
                                 *         "name": "Labor Day",
                                 *         "dates": []
                                 *       },
                                 *       {
                                 *         "name": "Thanksgiving Day",
                                 *         "dates": []
                                 *       },
                                 *       {
                                 *         "name": "Day After Thanksgiving",
                                 *         "dates": []
                                 *       },
                                 *       {
                                 *         "name": "Christmas Day",
                                 *         "dates": []
                                 *       }
                                 *     ]
                                 */
                                holidayList: {
                                    name: string;
                                    /**
                                     * @description Its date in each year; the default holidays' dates are known for every year
                                     * @default []
                                     */
                                    dates: string[];
                                }[];
                                /**
                                 * @default {
                                 *       "enabled": false,
                                 *       "mode": "accrual",
                                 *       "accrualRate": 4,
                                 *       "maxBalance": 120,
                                 *       "categories": [
                                 *         "Vacation",
                                 *         "Sick",
                                 *         "Personal"
                                 *       ]
                                 *     }
                                 */
                                ptoTracking: {
                                    /** @default false */
                                    enabled: boolean;
                                    /**
                                     * @description accrual: hours earned each approved pay period; fixed: the maximum granted each calendar year
                                     * @default accrual
                                     * @enum {string}
                                     */
                                    mode: "accrual" | "fixed";
                                    /**
                                     * @description Hours earned per category each approved pay period
                                     * @default 4
                                     */
                                    accrualRate: number;
                                    /**
                                     * @description Hours a category can hold at most
                                     * @default 120
                                     */
                                    maxBalance: number;
                                    /**
                                     * @default [
                                     *       "Vacation",
                                     *       "Sick",
                                     *       "Personal"
                                     *     ]
                                     */
                                    categories: string[];
                                };
                            };
                        };
                    };
                };
            };
        };
        /**
         * Saves the organization's time card settings (fields left out take their defaults)
         * @description Org admins, and agents with the settings.edit permission. Open time card screens hear of it live.
         */
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
                        /**
                         * @default weekly_sheet
                         * @enum {string}
                         */
                        trackingMode?: "clock_in_out" | "daily_entry" | "weekly_sheet" | "shift_based";
                        /** @default false */
                        requiresDailyClockin?: boolean;
                        /**
                         * @description My Day offers to clock in on Arrived and out on Complete
                         * @default false
                         */
                        clockWithVisits?: boolean;
                        /**
                         * @default weekly
                         * @enum {string}
                         */
                        payPeriodType?: "weekly" | "biweekly" | "monthly";
                        /**
                         * @description First day of a biweekly period; null counts from the first week of 2026
                         * @default null
                         */
                        payPeriodAnchor?: string | null;
                        /** @default 40 */
                        overtimeAfterHours?: number;
                        /**
                         * @default weekly
                         * @enum {string}
                         */
                        overtimeCalculationMode?: "weekly" | "daily";
                        /** @default 8 */
                        dailyOvertimeAfterHours?: number;
                        /**
                         * @default email_submit
                         * @enum {string}
                         */
                        submissionMethod?: "system_only" | "email_submit" | "helpdesk_ticket";
                        /** @default  */
                        submissionEmail?: "" | string;
                        /** @default true */
                        autoSaveEnabled?: boolean;
                        /** @default 5 */
                        autoSaveIntervalMinutes?: number;
                        /** @default false */
                        requiresSupervisorApproval?: boolean;
                        /**
                         * @description 0 Sunday … 6 Saturday
                         * @default 0
                         */
                        weekStartDay?: number;
                        /**
                         * @description 7 days a week, otherwise Monday to Friday
                         * @default true
                         */
                        showAllDays?: boolean;
                        /**
                         * @default {
                         *       "overtimeHours": true,
                         *       "sickHours": true,
                         *       "vacationHours": true,
                         *       "holidayHours": true,
                         *       "ptoHours": false,
                         *       "prevailingWageHours": false,
                         *       "notes": true
                         *     }
                         */
                        customColumns?: {
                            /** @default true */
                            overtimeHours?: boolean;
                            /** @default true */
                            sickHours?: boolean;
                            /** @default true */
                            vacationHours?: boolean;
                            /** @default true */
                            holidayHours?: boolean;
                            /** @default false */
                            ptoHours?: boolean;
                            /** @default false */
                            prevailingWageHours?: boolean;
                            /** @default true */
                            notes?: boolean;
                        };
                        /** @default [] */
                        requiredFields?: ("startTime" | "endTime" | "regularHours" | "notes")[];
                        /** @default  */
                        customFooterMessage?: string;
                        /**
                         * @default [
                         *       {
                         *         "name": "New Year's Day",
                         *         "dates": []
                         *       },
                         *       {
                         *         "name": "Memorial Day",
                         *         "dates": []
                         *       },
                         *       {
                         *         "name": "Independence Day",
                         *         "dates": []
                         *       },
                         *       {
                         *         "name": "Labor Day",
                         *         "dates": []
                         *       },
                         *       {
                         *         "name": "Thanksgiving Day",
                         *         "dates": []
                         *       },
                         *       {
                         *         "name": "Day After Thanksgiving",
                         *         "dates": []
                         *       },
                         *       {
                         *         "name": "Christmas Day",
                         *         "dates": []
                         *       }
                         *     ]
                         */
                        holidayList?: {
                            name: string;
                            /**
                             * @description Its date in each year; the default holidays' dates are known for every year
                             * @default []
                             */
                            dates?: string[];
                        }[];
                        /**
                         * @default {
                         *       "enabled": false,
                         *       "mode": "accrual",
                         *       "accrualRate": 4,
                         *       "maxBalance": 120,
                         *       "categories": [
                         *         "Vacation",
                         *         "Sick",
                         *         "Personal"
                         *       ]
                         *     }
                         */
                        ptoTracking?: {
                            /** @default false */
                            enabled?: boolean;
                            /**
                             * @description accrual: hours earned each approved pay period; fixed: the maximum granted each calendar year
                             * @default accrual
                             * @enum {string}
                             */
                            mode?: "accrual" | "fixed";
                            /**
                             * @description Hours earned per category each approved pay period
                             * @default 4
                             */
                            accrualRate?: number;
                            /**
                             * @description Hours a category can hold at most
                             * @default 120
                             */
                            maxBalance?: number;
                            /**
                             * @default [
                             *       "Vacation",
                             *       "Sick",
                             *       "Personal"
                             *     ]
                             */
                            categories?: string[];
                        };
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
                            /** @description False until an org admin saves them: the time card screen then shows Setup Required */
                            isConfigured: boolean;
                            settings: {
                                /**
                                 * @default weekly_sheet
                                 * @enum {string}
                                 */
                                trackingMode: "clock_in_out" | "daily_entry" | "weekly_sheet" | "shift_based";
                                /** @default false */
                                requiresDailyClockin: boolean;
                                /**
                                 * @description My Day offers to clock in on Arrived and out on Complete
                                 * @default false
                                 */
                                clockWithVisits: boolean;
                                /**
                                 * @default weekly
                                 * @enum {string}
                                 */
                                payPeriodType: "weekly" | "biweekly" | "monthly";
                                /**
                                 * @description First day of a biweekly period; null counts from the first week of 2026
                                 * @default null
                                 */
                                payPeriodAnchor: string | null;
                                /** @default 40 */
                                overtimeAfterHours: number;
                                /**
                                 * @default weekly
                                 * @enum {string}
                                 */
                                overtimeCalculationMode: "weekly" | "daily";
                                /** @default 8 */
                                dailyOvertimeAfterHours: number;
                                /**
                                 * @default email_submit
                                 * @enum {string}
                                 */
                                submissionMethod: "system_only" | "email_submit" | "helpdesk_ticket";
                                /** @default  */
                                submissionEmail: "" | string;
                                /** @default true */
                                autoSaveEnabled: boolean;
                                /** @default 5 */
                                autoSaveIntervalMinutes: number;
                                /** @default false */
                                requiresSupervisorApproval: boolean;
                                /**
                                 * @description 0 Sunday … 6 Saturday
                                 * @default 0
                                 */
                                weekStartDay: number;
                                /**
                                 * @description 7 days a week, otherwise Monday to Friday
                                 * @default true
                                 */
                                showAllDays: boolean;
                                /**
                                 * @default {
                                 *       "overtimeHours": true,
                                 *       "sickHours": true,
                                 *       "vacationHours": true,
                                 *       "holidayHours": true,
                                 *       "ptoHours": false,
                                 *       "prevailingWageHours": false,
                                 *       "notes": true
                                 *     }
                                 */
                                customColumns: {
                                    /** @default true */
                                    overtimeHours: boolean;
                                    /** @default true */
                                    sickHours: boolean;
                                    /** @default true */
                                    vacationHours: boolean;
                                    /** @default true */
                                    holidayHours: boolean;
                                    /** @default false */
                                    ptoHours: boolean;
                                    /** @default false */
                                    prevailingWageHours: boolean;
                                    /** @default true */
                                    notes: boolean;
                                };
                                /** @default [] */
                                requiredFields: ("startTime" | "endTime" | "regularHours" | "notes")[];
                                /** @default  */
                                customFooterMessage: string;
                                /**
                                 * @default [
                                 *       {
                                 *         "name": "New Year's Day",
                                 *         "dates": []
                                 *       },
                                 *       {
                                 *         "name": "Memorial Day",
                                 *         "dates": []
                                 *       },
                                 *       {
                                 *         "name": "Independence Day",
                                 *         "dates": []
                                 *       },
                                 *       {
                                 *         "name": "Labor Day",
                                 *         "dates": []
                                 *       },
                                 *       {
                                 *         "name": "Thanksgiving Day",
                                 *         "dates": []
                                 *       },
                                 *       {
                                 *         "name": "Day After Thanksgiving",
                                 *         "dates": []
                                 *       },
                                 *       {
                                 *         "name": "Christmas Day",
                                 *         "dates": []
                                 *       }
                                 *     ]
                                 */
                                holidayList: {
                                    name: string;
                                    /**
                                     * @description Its date in each year; the default holidays' dates are known for every year
                                     * @default []
                                     */
                                    dates: string[];
                                }[];
                                /**
                                 * @default {
                                 *       "enabled": false,
                                 *       "mode": "accrual",
                                 *       "accrualRate": 4,
                                 *       "maxBalance": 120,
                                 *       "categories": [
                                 *         "Vacation",
                                 *         "Sick",
                                 *         "Personal"
                                 *       ]
                                 *     }
                                 */
                                ptoTracking: {
                                    /** @default false */
                                    enabled: boolean;
                                    /**
                                     * @description accrual: hours earned each approved pay period; fixed: the maximum granted each calendar year
                                     * @default accrual
                                     * @enum {string}
                                     */
                                    mode: "accrual" | "fixed";
                                    /**
                                     * @description Hours earned per category each approved pay period
                                     * @default 4
                                     */
                                    accrualRate: number;
                                    /**
                                     * @description Hours a category can hold at most
                                     * @default 120
                                     */
                                    maxBalance: number;
                                    /**
                                     * @default [
                                     *       "Vacation",
                                     *       "Sick",
                                     *       "Personal"
                                     *     ]
                                     */
                                    categories: string[];
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
    "/api/time-cards/clock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's clock: running entry, today's entries and Today's Summary */
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
                            today: string;
                            openEntry: {
                                /** Format: uuid */
                                id: string;
                                clockIn: string;
                                clockOut: string | null;
                                breakHours: number;
                                breakStartedAt: string | null;
                            } | null;
                            entries: {
                                /** Format: uuid */
                                id: string;
                                clockIn: string;
                                clockOut: string | null;
                                breakHours: number;
                                breakStartedAt: string | null;
                            }[];
                            summary: {
                                workedHours: number;
                                breakHours: number;
                                overtimeHours: number;
                            };
                            /**
                             * @description A clock left running over midnight or past 16 hours
                             * @enum {string|null}
                             */
                            warning: "over_midnight" | "over_16_hours" | null;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Clock in or out, start or end a break
         * @description At most one running clock per person (409 otherwise). Clocking out writes the day into the timesheet.
         */
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
                        action: "clock_in" | "clock_out" | "start_break" | "end_break";
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
                            today: string;
                            openEntry: {
                                /** Format: uuid */
                                id: string;
                                clockIn: string;
                                clockOut: string | null;
                                breakHours: number;
                                breakStartedAt: string | null;
                            } | null;
                            entries: {
                                /** Format: uuid */
                                id: string;
                                clockIn: string;
                                clockOut: string | null;
                                breakHours: number;
                                breakStartedAt: string | null;
                            }[];
                            summary: {
                                workedHours: number;
                                breakHours: number;
                                overtimeHours: number;
                            };
                            /**
                             * @description A clock left running over midnight or past 16 hours
                             * @enum {string|null}
                             */
                            warning: "over_midnight" | "over_16_hours" | null;
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
    "/api/time-cards/timesheet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The timesheet of a pay period: days, holidays, totals, status
         * @description Staff read their own; org admins anyone's with userId.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Any day of the period; today when left out */
                    date?: string;
                    /** @description Org admins: another staff member's timesheet */
                    userId?: string;
                };
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
                            /**
                             * Format: uuid
                             * @description null until the period is first saved
                             */
                            id: string | null;
                            /** Format: uuid */
                            userId: string;
                            userName: string;
                            periodStart: string;
                            periodEnd: string;
                            /** @enum {string} */
                            status: "draft" | "submitted" | "approved" | "rejected";
                            /** @description Send it back with a save: a save made from an older version is refused with 409 */
                            version: number;
                            isEditable: boolean;
                            submittedAt: string | null;
                            reviewedAt: string | null;
                            reviewComment: string | null;
                            days: {
                                date: string;
                                startTime: string | null;
                                endTime: string | null;
                                regularHours: number;
                                overtimeHours: number;
                                sickHours: number;
                                vacationHours: number;
                                holidayHours: number;
                                ptoHours: number;
                                prevailingWageHours: number;
                                notes: string;
                            }[];
                            holidays: {
                                date: string;
                                name: string;
                            }[];
                            totals: {
                                regularHours: number;
                                overtimeHours: number;
                                sickHours: number;
                                vacationHours: number;
                                holidayHours: number;
                                ptoHours: number;
                                prevailingWageHours: number;
                                totalHours: number;
                                weeks: {
                                    weekStart: string;
                                    regularHours: number;
                                    overtimeHours: number;
                                    sickHours: number;
                                    vacationHours: number;
                                    holidayHours: number;
                                    ptoHours: number;
                                    prevailingWageHours: number;
                                    totalHours: number;
                                }[];
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
    "/api/time-cards/timesheet/{periodStart}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Saves the caller's days of a period (auto-save)
         * @description Refused with 409 when the period is submitted or approved, or when the version sent is not the latest.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    periodStart: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        version: number;
                        days: {
                            date: string;
                            startTime: string | null;
                            endTime: string | null;
                            regularHours: number;
                            overtimeHours: number;
                            sickHours: number;
                            vacationHours: number;
                            holidayHours: number;
                            ptoHours: number;
                            prevailingWageHours: number;
                            notes: string;
                        }[];
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
                            /**
                             * Format: uuid
                             * @description null until the period is first saved
                             */
                            id: string | null;
                            /** Format: uuid */
                            userId: string;
                            userName: string;
                            periodStart: string;
                            periodEnd: string;
                            /** @enum {string} */
                            status: "draft" | "submitted" | "approved" | "rejected";
                            /** @description Send it back with a save: a save made from an older version is refused with 409 */
                            version: number;
                            isEditable: boolean;
                            submittedAt: string | null;
                            reviewedAt: string | null;
                            reviewComment: string | null;
                            days: {
                                date: string;
                                startTime: string | null;
                                endTime: string | null;
                                regularHours: number;
                                overtimeHours: number;
                                sickHours: number;
                                vacationHours: number;
                                holidayHours: number;
                                ptoHours: number;
                                prevailingWageHours: number;
                                notes: string;
                            }[];
                            holidays: {
                                date: string;
                                name: string;
                            }[];
                            totals: {
                                regularHours: number;
                                overtimeHours: number;
                                sickHours: number;
                                vacationHours: number;
                                holidayHours: number;
                                ptoHours: number;
                                prevailingWageHours: number;
                                totalHours: number;
                                weeks: {
                                    weekStart: string;
                                    regularHours: number;
                                    overtimeHours: number;
                                    sickHours: number;
                                    vacationHours: number;
                                    holidayHours: number;
                                    ptoHours: number;
                                    prevailingWageHours: number;
                                    totalHours: number;
                                }[];
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
    "/api/time-cards/timesheet/{periodStart}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submits a period: to the approval queue, by e-mail with its CSV, or as a ticket, as the settings say */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    periodStart: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        version: number;
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
                            /**
                             * Format: uuid
                             * @description null until the period is first saved
                             */
                            id: string | null;
                            /** Format: uuid */
                            userId: string;
                            userName: string;
                            periodStart: string;
                            periodEnd: string;
                            /** @enum {string} */
                            status: "draft" | "submitted" | "approved" | "rejected";
                            /** @description Send it back with a save: a save made from an older version is refused with 409 */
                            version: number;
                            isEditable: boolean;
                            submittedAt: string | null;
                            reviewedAt: string | null;
                            reviewComment: string | null;
                            days: {
                                date: string;
                                startTime: string | null;
                                endTime: string | null;
                                regularHours: number;
                                overtimeHours: number;
                                sickHours: number;
                                vacationHours: number;
                                holidayHours: number;
                                ptoHours: number;
                                prevailingWageHours: number;
                                notes: string;
                            }[];
                            holidays: {
                                date: string;
                                name: string;
                            }[];
                            totals: {
                                regularHours: number;
                                overtimeHours: number;
                                sickHours: number;
                                vacationHours: number;
                                holidayHours: number;
                                ptoHours: number;
                                prevailingWageHours: number;
                                totalHours: number;
                                weeks: {
                                    weekStart: string;
                                    regularHours: number;
                                    overtimeHours: number;
                                    sickHours: number;
                                    vacationHours: number;
                                    holidayHours: number;
                                    ptoHours: number;
                                    prevailingWageHours: number;
                                    totalHours: number;
                                }[];
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
    "/api/time-cards/approvals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Timesheets and PTO requests waiting for review */
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
                            timesheets: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                userId: string;
                                userName: string;
                                periodStart: string;
                                periodEnd: string;
                                submittedAt: string | null;
                                totals: {
                                    [key: string]: unknown;
                                };
                            }[];
                            ptoRequests: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                userId: string;
                                userName: string;
                                category: string;
                                startDate: string;
                                hours: number;
                                note: string;
                                createdAt: string;
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
    "/api/time-cards/timesheets/{id}/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approves a submitted timesheet or sends it back with a comment (required to reject) */
        post: {
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
                        decision: "approve" | "reject";
                        /** @default  */
                        comment?: string;
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
                            /**
                             * Format: uuid
                             * @description null until the period is first saved
                             */
                            id: string | null;
                            /** Format: uuid */
                            userId: string;
                            userName: string;
                            periodStart: string;
                            periodEnd: string;
                            /** @enum {string} */
                            status: "draft" | "submitted" | "approved" | "rejected";
                            /** @description Send it back with a save: a save made from an older version is refused with 409 */
                            version: number;
                            isEditable: boolean;
                            submittedAt: string | null;
                            reviewedAt: string | null;
                            reviewComment: string | null;
                            days: {
                                date: string;
                                startTime: string | null;
                                endTime: string | null;
                                regularHours: number;
                                overtimeHours: number;
                                sickHours: number;
                                vacationHours: number;
                                holidayHours: number;
                                ptoHours: number;
                                prevailingWageHours: number;
                                notes: string;
                            }[];
                            holidays: {
                                date: string;
                                name: string;
                            }[];
                            totals: {
                                regularHours: number;
                                overtimeHours: number;
                                sickHours: number;
                                vacationHours: number;
                                holidayHours: number;
                                ptoHours: number;
                                prevailingWageHours: number;
                                totalHours: number;
                                weeks: {
                                    weekStart: string;
                                    regularHours: number;
                                    overtimeHours: number;
                                    sickHours: number;
                                    vacationHours: number;
                                    holidayHours: number;
                                    ptoHours: number;
                                    prevailingWageHours: number;
                                    totalHours: number;
                                }[];
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
    "/api/time-cards/team": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Everyone's hours for a pay period */
        get: {
            parameters: {
                query?: {
                    /** @description Any day of the period; today when left out */
                    date?: string;
                };
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
                            periodStart: string;
                            periodEnd: string;
                            members: {
                                /** Format: uuid */
                                userId: string;
                                name: string;
                                email: string;
                                /**
                                 * @description null: nothing saved for the period
                                 * @enum {string|null}
                                 */
                                status: "draft" | "submitted" | "approved" | "rejected" | null;
                                regularHours: number;
                                overtimeHours: number;
                                /** @description PTO, vacation, sick and holiday hours */
                                ptoHours: number;
                                totalHours: number;
                                clockedInSince: string | null;
                                /** @enum {string|null} */
                                clockWarning: "over_midnight" | "over_16_hours" | null;
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
    "/api/time-cards/team/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Everyone's days and totals for a pay period, as CSV */
        get: {
            parameters: {
                query?: {
                    /** @description Any day of the period; today when left out */
                    date?: string;
                };
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
                    content?: never;
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
    "/api/time-cards/pto": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's PTO balance by category and their requests */
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
                            isEnabled: boolean;
                            balances: {
                                category: string;
                                accruedHours: number;
                                usedHours: number;
                                pendingHours: number;
                                balanceHours: number;
                            }[];
                            requests: {
                                /** Format: uuid */
                                id: string;
                                category: string;
                                startDate: string;
                                hours: number;
                                note: string;
                                /** @enum {string} */
                                status: "pending" | "approved" | "rejected";
                                createdAt: string;
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
    "/api/time-cards/pto/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Asks for paid time off; deducted from the balance once an admin approves it */
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
                        category: string;
                        startDate: string;
                        hours: number;
                        /** @default  */
                        note?: string;
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
                            isEnabled: boolean;
                            balances: {
                                category: string;
                                accruedHours: number;
                                usedHours: number;
                                pendingHours: number;
                                balanceHours: number;
                            }[];
                            requests: {
                                /** Format: uuid */
                                id: string;
                                category: string;
                                startDate: string;
                                hours: number;
                                note: string;
                                /** @enum {string} */
                                status: "pending" | "approved" | "rejected";
                                createdAt: string;
                            }[];
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
    "/api/time-cards/pto/requests/{id}/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approves or declines a PTO request */
        post: {
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
                        decision: "approve" | "reject";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
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
    "/api/reports/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tickets created and resolved per day with the backlog at the end of each day (the basic report)
         * @description Org admins see their whole organization; an agent sees the tickets assigned to them and their own hours. Dates are local days in the organization’s time zone, at most 366 of them; without dates, the last 30 days.
         */
        get: {
            parameters: {
                query?: {
                    /** @description First local day of the report (YYYY-MM-DD, the organization’s time zone) */
                    from?: string;
                    /** @description Last local day, included; today when absent */
                    to?: string;
                };
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
                            /** @description The organization’s time zone, in which the days are counted */
                            timeZone: string;
                            from: string;
                            to: string;
                            /**
                             * @description organization: an org admin's view; own: an agent's own tickets and hours
                             * @enum {string}
                             */
                            scope: "organization" | "own";
                            days: {
                                date: string;
                                created: number;
                                /** @description Tickets whose last resolution or closing fell on the day */
                                resolved: number;
                                /** @description Tickets open at the end of the day */
                                backlog: number;
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
    "/api/reports/service-levels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * First response and resolution times and the service-level targets met (the advanced report)
         * @description Org admins see their whole organization; an agent sees the tickets assigned to them and their own hours. Dates are local days in the organization’s time zone, at most 366 of them; without dates, the last 30 days.
         */
        get: {
            parameters: {
                query?: {
                    /** @description First local day of the report (YYYY-MM-DD, the organization’s time zone) */
                    from?: string;
                    /** @description Last local day, included; today when absent */
                    to?: string;
                };
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
                            /** @description The organization’s time zone, in which the days are counted */
                            timeZone: string;
                            from: string;
                            to: string;
                            /**
                             * @description organization: an org admin's view; own: an agent's own tickets and hours
                             * @enum {string}
                             */
                            scope: "organization" | "own";
                            firstResponse: {
                                /** @description Minutes (business minutes under a business-hours policy); null without any clock */
                                median: number | null;
                                p90: number | null;
                                /** @description Clocks stopped in the range */
                                count: number;
                            };
                            resolution: {
                                /** @description Minutes (business minutes under a business-hours policy); null without any clock */
                                median: number | null;
                                p90: number | null;
                                /** @description Clocks stopped in the range */
                                count: number;
                            };
                            slaMet: {
                                /** @enum {string} */
                                dimension: "policy" | "agent" | "customer" | "priority";
                                key: string;
                                label: string;
                                /** @enum {string} */
                                target: "first_response" | "next_response" | "resolution" | "on_site_arrival";
                                met: number;
                                breached: number;
                                percentMet: number;
                            }[];
                            /** @description Keys left off slaMet, which lists the 50 with the most targets in each dimension; the CSV has them all */
                            slaMetOmitted: {
                                policy: number;
                                agent: number;
                                customer: number;
                                priority: number;
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
    "/api/reports/tickets.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The ticket report as a CSV file: the days, then the response and resolution times and the targets met for a caller who may see the advanced report
         * @description Org admins see their whole organization; an agent sees the tickets assigned to them and their own hours. Dates are local days in the organization’s time zone, at most 366 of them; without dates, the last 30 days.
         */
        get: {
            parameters: {
                query?: {
                    /** @description First local day of the report (YYYY-MM-DD, the organization’s time zone) */
                    from?: string;
                    /** @description Last local day, included; today when absent */
                    to?: string;
                };
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
                    content?: never;
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
    "/api/reports/time": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Hours per person from the stored time cards: regular, overtime, PTO and leave
         * @description Org admins see their whole organization; an agent sees the tickets assigned to them and their own hours. Dates are local days in the organization’s time zone, at most 366 of them; without dates, the last 30 days.
         */
        get: {
            parameters: {
                query?: {
                    /** @description First local day of the report (YYYY-MM-DD, the organization’s time zone) */
                    from?: string;
                    /** @description Last local day, included; today when absent */
                    to?: string;
                };
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
                            /** @description The organization’s time zone, in which the days are counted */
                            timeZone: string;
                            from: string;
                            to: string;
                            /**
                             * @description organization: an org admin's view; own: an agent's own tickets and hours
                             * @enum {string}
                             */
                            scope: "organization" | "own";
                            /** @description Whether an admin has set time cards up */
                            isConfigured: boolean;
                            overtime: {
                                /** @enum {string} */
                                mode: "weekly" | "daily";
                                afterHours: number;
                            };
                            people: {
                                /** Format: uuid */
                                userId: string;
                                name: string;
                                regularHours: number;
                                overtimeHours: number;
                                /** @description PTO, vacation, sick and holiday hours entered on the time cards */
                                ptoHours: number;
                                /** @description Approved PTO requests starting in the range */
                                approvedPtoRequestHours: number;
                                totalHours: number;
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
    "/api/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's notifications, newest first (the workspace bell loads the 5 latest unread)
         * @description Members of the request's organization on its host; super admins on the main domain (the platform organization's notifications).
         */
        get: {
            parameters: {
                query?: {
                    /** @description true: unread only */
                    unread?: "true" | "false";
                    limit?: number;
                    cursor?: string;
                };
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
                            items: {
                                /** Format: uuid */
                                id: string;
                                /** @description new_ticket, escalated_ticket, comment_added, status_changed, system_alert, new_customer_signup, new_agent_signup… */
                                type: string;
                                title: string;
                                message: string;
                                /**
                                 * Format: uuid
                                 * @description The ticket (or account) it is about
                                 */
                                relatedId: string | null;
                                /** @description event_type, and path: the page it leads to */
                                data: {
                                    [key: string]: unknown;
                                };
                                priority: string;
                                read: boolean;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            /** @description Pass as cursor for the next (older) page; null on the last page */
                            nextCursor: string | null;
                            unreadCount: number;
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
    "/api/notifications/unread-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many of the caller's notifications are unread (the bell's badge shows 9+ above 9)
         * @description Members of the request's organization on its host; super admins on the main domain (the platform organization's notifications).
         */
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
                            count: number;
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
    "/api/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Marks one of the caller’s notifications read (anyone else’s is notification_not_found)
         * @description Members of the request's organization on its host; super admins on the main domain (the platform organization's notifications).
         */
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            /** @description new_ticket, escalated_ticket, comment_added, status_changed, system_alert, new_customer_signup, new_agent_signup… */
                            type: string;
                            title: string;
                            message: string;
                            /**
                             * Format: uuid
                             * @description The ticket (or account) it is about
                             */
                            relatedId: string | null;
                            /** @description event_type, and path: the page it leads to */
                            data: {
                                [key: string]: unknown;
                            };
                            priority: string;
                            read: boolean;
                            /** Format: date-time */
                            createdAt: string;
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
    "/api/notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Marks all the caller's notifications read
         * @description Members of the request's organization on its host; super admins on the main domain (the platform organization's notifications).
         */
        post: {
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
                            updated: number;
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
    "/api/notifications/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends the calling staff member a test notification, in the bell and by e-mail at once
         * @description Staff of the request's organization; super admins on the main domain.
         */
        post: {
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
                            message: string;
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
    "/api/notification-preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's notification preferences, created with the defaults when missing
         * @description Members of the request's organization on its host; super admins on the main domain (the platform organization's notifications).
         */
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
                            roleType: string;
                            emailNewTickets: boolean;
                            emailTicketComments: boolean;
                            emailTicketStatusChanges: boolean;
                            appNewTickets: boolean;
                            appTicketComments: boolean;
                            appTicketStatusChanges: boolean;
                            /** @enum {string} */
                            emailFrequency: "immediate" | "hourly" | "daily" | "never";
                            weekendNotifications: boolean;
                        };
                    };
                };
            };
        };
        /**
         * Saves the caller's notification preferences
         * @description Members of the request's organization on its host; super admins on the main domain (the platform organization's notifications).
         */
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
                        /** @description E-mail: Ticket Replies */
                        emailTicketComments: boolean;
                        /** @description E-mail: Status Updates */
                        emailTicketStatusChanges: boolean;
                        /** @description In-app: Ticket Replies */
                        appTicketComments: boolean;
                        /** @description In-app: Status Updates */
                        appTicketStatusChanges: boolean;
                        /**
                         * @description immediate, hourly digest, daily digest or never
                         * @enum {string}
                         */
                        emailFrequency: "immediate" | "hourly" | "daily" | "never";
                        /** @description Off: e-mail due on a Saturday or Sunday waits until Monday 08:00 */
                        weekendNotifications: boolean;
                        /** @description Staff only; ignored for customers */
                        emailNewTickets?: boolean;
                        /** @description Staff only; ignored for customers */
                        appNewTickets?: boolean;
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
                            roleType: string;
                            emailNewTickets: boolean;
                            emailTicketComments: boolean;
                            emailTicketStatusChanges: boolean;
                            appNewTickets: boolean;
                            appTicketComments: boolean;
                            appTicketStatusChanges: boolean;
                            /** @enum {string} */
                            emailFrequency: "immediate" | "hourly" | "daily" | "never";
                            weekendNotifications: boolean;
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
    "/api/calendar/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The calendar between two instants: events and ticket appointments overlapping the range
         * @description At most 100 days a request (calendar_range_invalid). Filters: types, and mine for My events.
         */
        get: {
            parameters: {
                query: {
                    /** @description Items ending after this instant */
                    start: string;
                    /** @description Items starting before this instant */
                    end: string;
                    /** @description Comma-separated: business_meeting, customer_meeting, demo, maintenance, support_call, ticket_appointment, other */
                    types?: string;
                    /** @description 'My events': those the caller created and the appointments of tickets assigned to them */
                    mine?: "true" | "false";
                };
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
                            items: {
                                /** Format: uuid */
                                id: string;
                                /**
                                 * @description Where the item comes from: an event, or a work order on its scheduled date
                                 * @enum {string}
                                 */
                                source: "calendar_event" | "work_order";
                                /**
                                 * @description Colours the item and is what the type filter matches
                                 * @enum {string}
                                 */
                                type: "business_meeting" | "customer_meeting" | "demo" | "maintenance" | "support_call" | "ticket_appointment" | "other" | "work_order";
                                title: string;
                                description: string;
                                /** Format: date-time */
                                start: string;
                                /**
                                 * Format: date-time
                                 * @description For an all-day event, 23:59:59 of its last day in the organization’s time zone
                                 */
                                end: string;
                                isAllDay: boolean;
                                /** @description First day, YYYY-MM-DD in the organization's time zone */
                                date: string;
                                /** @description Last day, YYYY-MM-DD in the organization's time zone */
                                endDate: string;
                                /** @description HH:mm (24-hour) in the organization’s time zone */
                                startTime: string;
                                /** @description HH:mm (24-hour) in the organization’s time zone */
                                endTime: string;
                                location: string | null;
                                meetingUrl: string | null;
                                /** @enum {string} */
                                status: "scheduled" | "completed" | "cancelled";
                                /**
                                 * Format: uuid
                                 * @description The ticket of a ticket appointment
                                 */
                                ticketId: string | null;
                                /** @description The page the item opens in the workspace (its ticket for an appointment, its page for a work order) */
                                path: string | null;
                                /** Format: uuid */
                                createdBy: string | null;
                                createdByName: string | null;
                                /** @description The technician of a work order */
                                assigneeName: string | null;
                                /** @description Whether the caller may edit, move or delete it here */
                                canEdit: boolean;
                            }[];
                            /** @description The organization's time zone the local dates and times are in */
                            timeZone: string;
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
    "/api/calendar/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds an event; the other staff are notified (Event Created) and open calendars refresh
         * @description Title and date required; start and end times unless all day (an all-day event runs 00:00:00 to 23:59:59 of its dates in the organization's time zone); the date may not be before today; the meeting link is a web address.
         */
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
                        /** @default  */
                        description?: string;
                        /**
                         * @default business_meeting
                         * @enum {string}
                         */
                        eventType?: "business_meeting" | "customer_meeting" | "demo" | "maintenance" | "support_call" | "other";
                        /** @description YYYY-MM-DD in the organization's time zone */
                        date: string;
                        /** @description YYYY-MM-DD of the last day; the same day when left out */
                        endDate?: string;
                        /**
                         * @description Runs 00:00:00 to 23:59:59 of its dates
                         * @default false
                         */
                        isAllDay?: boolean;
                        /**
                         * @description HH:mm, required unless all day
                         * @default
                         */
                        startTime?: string;
                        /**
                         * @description HH:mm, required unless all day
                         * @default
                         */
                        endTime?: string;
                        location?: string | null;
                        /** @description An http or https address */
                        meetingUrl?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            /**
                             * @description Where the item comes from: an event, or a work order on its scheduled date
                             * @enum {string}
                             */
                            source: "calendar_event" | "work_order";
                            /**
                             * @description Colours the item and is what the type filter matches
                             * @enum {string}
                             */
                            type: "business_meeting" | "customer_meeting" | "demo" | "maintenance" | "support_call" | "ticket_appointment" | "other" | "work_order";
                            title: string;
                            description: string;
                            /** Format: date-time */
                            start: string;
                            /**
                             * Format: date-time
                             * @description For an all-day event, 23:59:59 of its last day in the organization’s time zone
                             */
                            end: string;
                            isAllDay: boolean;
                            /** @description First day, YYYY-MM-DD in the organization's time zone */
                            date: string;
                            /** @description Last day, YYYY-MM-DD in the organization's time zone */
                            endDate: string;
                            /** @description HH:mm (24-hour) in the organization’s time zone */
                            startTime: string;
                            /** @description HH:mm (24-hour) in the organization’s time zone */
                            endTime: string;
                            location: string | null;
                            meetingUrl: string | null;
                            /** @enum {string} */
                            status: "scheduled" | "completed" | "cancelled";
                            /**
                             * Format: uuid
                             * @description The ticket of a ticket appointment
                             */
                            ticketId: string | null;
                            /** @description The page the item opens in the workspace (its ticket for an appointment, its page for a work order) */
                            path: string | null;
                            /** Format: uuid */
                            createdBy: string | null;
                            createdByName: string | null;
                            /** @description The technician of a work order */
                            assigneeName: string | null;
                            /** @description Whether the caller may edit, move or delete it here */
                            canEdit: boolean;
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
    "/api/calendar/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit Event: changes every field of an event
         * @description The rules of adding one, except that its date may be in the past. Staff add events; the person who created an event and org admins change or delete it (event_not_editable). Ticket appointments are changed on their ticket (event_is_appointment).
         */
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
                        title: string;
                        /** @default  */
                        description?: string;
                        /**
                         * @default business_meeting
                         * @enum {string}
                         */
                        eventType?: "business_meeting" | "customer_meeting" | "demo" | "maintenance" | "support_call" | "other";
                        /** @description YYYY-MM-DD in the organization's time zone */
                        date: string;
                        /** @description YYYY-MM-DD of the last day; the same day when left out */
                        endDate?: string;
                        /**
                         * @description Runs 00:00:00 to 23:59:59 of its dates
                         * @default false
                         */
                        isAllDay?: boolean;
                        /**
                         * @description HH:mm, required unless all day
                         * @default
                         */
                        startTime?: string;
                        /**
                         * @description HH:mm, required unless all day
                         * @default
                         */
                        endTime?: string;
                        location?: string | null;
                        /** @description An http or https address */
                        meetingUrl?: string | null;
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
                            /** Format: uuid */
                            id: string;
                            /**
                             * @description Where the item comes from: an event, or a work order on its scheduled date
                             * @enum {string}
                             */
                            source: "calendar_event" | "work_order";
                            /**
                             * @description Colours the item and is what the type filter matches
                             * @enum {string}
                             */
                            type: "business_meeting" | "customer_meeting" | "demo" | "maintenance" | "support_call" | "ticket_appointment" | "other" | "work_order";
                            title: string;
                            description: string;
                            /** Format: date-time */
                            start: string;
                            /**
                             * Format: date-time
                             * @description For an all-day event, 23:59:59 of its last day in the organization’s time zone
                             */
                            end: string;
                            isAllDay: boolean;
                            /** @description First day, YYYY-MM-DD in the organization's time zone */
                            date: string;
                            /** @description Last day, YYYY-MM-DD in the organization's time zone */
                            endDate: string;
                            /** @description HH:mm (24-hour) in the organization’s time zone */
                            startTime: string;
                            /** @description HH:mm (24-hour) in the organization’s time zone */
                            endTime: string;
                            location: string | null;
                            meetingUrl: string | null;
                            /** @enum {string} */
                            status: "scheduled" | "completed" | "cancelled";
                            /**
                             * Format: uuid
                             * @description The ticket of a ticket appointment
                             */
                            ticketId: string | null;
                            /** @description The page the item opens in the workspace (its ticket for an appointment, its page for a work order) */
                            path: string | null;
                            /** Format: uuid */
                            createdBy: string | null;
                            createdByName: string | null;
                            /** @description The technician of a work order */
                            assigneeName: string | null;
                            /** @description Whether the caller may edit, move or delete it here */
                            canEdit: boolean;
                        };
                    };
                };
            };
        };
        post?: never;
        /**
         * Deletes an event
         * @description Staff add events; the person who created an event and org admins change or delete it (event_not_editable). Ticket appointments are changed on their ticket (event_is_appointment).
         */
        delete: {
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
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calendar/events/{id}/times": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Moves or resizes an event (drag and drop on the calendar)
         * @description All-day events take their first and last days, others their start and end instants. Staff add events; the person who created an event and org admins change or delete it (event_not_editable). Ticket appointments are changed on their ticket (event_is_appointment).
         */
        patch: {
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
                        /** @enum {boolean} */
                        isAllDay: true;
                        /** @description First day, YYYY-MM-DD */
                        date: string;
                        /** @description Last day, YYYY-MM-DD */
                        endDate: string;
                    } | {
                        /** @enum {boolean} */
                        isAllDay: false;
                        /** Format: date-time */
                        start: string;
                        /** Format: date-time */
                        end: string;
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
                            /** Format: uuid */
                            id: string;
                            /**
                             * @description Where the item comes from: an event, or a work order on its scheduled date
                             * @enum {string}
                             */
                            source: "calendar_event" | "work_order";
                            /**
                             * @description Colours the item and is what the type filter matches
                             * @enum {string}
                             */
                            type: "business_meeting" | "customer_meeting" | "demo" | "maintenance" | "support_call" | "ticket_appointment" | "other" | "work_order";
                            title: string;
                            description: string;
                            /** Format: date-time */
                            start: string;
                            /**
                             * Format: date-time
                             * @description For an all-day event, 23:59:59 of its last day in the organization’s time zone
                             */
                            end: string;
                            isAllDay: boolean;
                            /** @description First day, YYYY-MM-DD in the organization's time zone */
                            date: string;
                            /** @description Last day, YYYY-MM-DD in the organization's time zone */
                            endDate: string;
                            /** @description HH:mm (24-hour) in the organization’s time zone */
                            startTime: string;
                            /** @description HH:mm (24-hour) in the organization’s time zone */
                            endTime: string;
                            location: string | null;
                            meetingUrl: string | null;
                            /** @enum {string} */
                            status: "scheduled" | "completed" | "cancelled";
                            /**
                             * Format: uuid
                             * @description The ticket of a ticket appointment
                             */
                            ticketId: string | null;
                            /** @description The page the item opens in the workspace (its ticket for an appointment, its page for a work order) */
                            path: string | null;
                            /** Format: uuid */
                            createdBy: string | null;
                            createdByName: string | null;
                            /** @description The technician of a work order */
                            assigneeName: string | null;
                            /** @description Whether the caller may edit, move or delete it here */
                            canEdit: boolean;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/calendar/feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the caller has a calendar feed address, and what it holds (the organization's calendar for admins) */
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
                            /** @description The secret address; null until one is made. Shown in full only when made or reset */
                            url: string | null;
                            hasFeed: boolean;
                            /**
                             * @description Admins' feeds hold the whole organization's calendar, others' their own
                             * @enum {string}
                             */
                            scope: "organization" | "own";
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Makes a new secret feed address for the caller; the previous one stops working at once
         * @description The address is answered only here: the server keeps a hash of its secret.
         */
        post: {
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
                            /** @description The secret address; null until one is made. Shown in full only when made or reset */
                            url: string | null;
                            hasFeed: boolean;
                            /**
                             * @description Admins' feeds hold the whole organization's calendar, others' their own
                             * @enum {string}
                             */
                            scope: "organization" | "own";
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
    "/api/calendar/feed/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The iCalendar feed at a secret address, for calendar apps to subscribe to
         * @description calendar_feed_not_found (404) once the address has been reset or its owner has left.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description {secret}.ics */
                    file: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/admin/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Escalated tickets: the platform organization's tickets, with the name of the organization each came from
         * @description Search, the status chips (all, new, in_progress, resolved) and filters (open, in-progress, resolved, high-priority), priority, newest or oldest first, in keyset pages. Detail, status and comments go through /api/tickets/{id}.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Words of the title, the description or a comment (internal notes for staff only), or part of the ticket number or customer name */
                    search?: string;
                    /** @description all; open (open or waiting on agent: the team’s move); new (status open); in_progress (in progress or waiting on customer); waiting_customer; waiting_agent; resolved (resolved or closed); high_priority (high or urgent). Open, in progress and resolved partition the tickets. */
                    status?: "all" | "open" | "new" | "in_progress" | "waiting_customer" | "waiting_agent" | "resolved" | "high_priority" | "due_soon" | "breached" | "in-progress" | "high-priority";
                    priority?: "all" | "low" | "medium" | "high" | "urgent";
                    /** @description Staff: only the tickets with this tag (written as any spelling of it) */
                    tag?: string;
                    /** @description Staff: me (assigned to the caller), unassigned (the queue), or a staff member's id */
                    assignee?: ("me" | "unassigned") | string;
                    /** @description Staff: only the tickets with this value of a custom field, as key:value (severity:High, visit_date:2026-03-01, part_replaced:true); repeat for several */
                    field?: string | string[];
                    /** @description newest or oldest created first (the ticket number’s order), or most or least recently updated first */
                    sort?: "newest" | "oldest" | "recently_updated" | "least_recently_updated" | "due_soonest";
                    cursor?: string;
                    limit?: number;
                };
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
                            items: {
                                /** Format: uuid */
                                id: string;
                                ticketNumber: string;
                                /** @description As written (also called subject) */
                                title: string;
                                /** @description Cleaned for display: escalation, company and ticket-number prefixes and suffixes removed */
                                displayTitle: string;
                                /** @description The first 240 characters of the description; the ticket itself (GET /api/tickets/{id}) has all of it */
                                description: string;
                                /** @enum {string} */
                                status: "open" | "in_progress" | "waiting_customer" | "waiting_agent" | "resolved" | "closed";
                                /** @enum {string} */
                                priority: "low" | "medium" | "high" | "urgent";
                                /** @description The staff's labels, lower-case with hyphens; always empty for customers */
                                tags: string[];
                                /** @description Custom field values by field id (GET /api/ticket-fields): text, a number, a date (YYYY-MM-DD), a dropdown option, a checkbox; customers get those of customer-visible fields only */
                                customFields: {
                                    [key: string]: string | number | boolean;
                                };
                                /** Format: uuid */
                                customerId: string | null;
                                /** @description For an escalation, the name of the organization it came from */
                                customerName: string;
                                /** Format: uuid */
                                createdBy: string | null;
                                /** Format: uuid */
                                assignedTo: string | null;
                                /** @description The assignee’s name, when they have one and the caller can see their profile */
                                assigneeName: string | null;
                                /** @description Shown with the '[ESCALATED]' tag */
                                isEscalation: boolean;
                                /** Format: uuid */
                                originOrganizationId: string | null;
                                originOrganizationName: string | null;
                                /** Format: uuid */
                                originTicketId: string | null;
                                /** @description The ticket this duplicate was merged into, where its conversation continues; null for a ticket not merged */
                                mergedInto: {
                                    /**
                                     * Format: uuid
                                     * @description Null for a customer when it is another customer's ticket
                                     */
                                    id: string | null;
                                    ticketNumber: string;
                                } | null;
                                /**
                                 * @description The channel the ticket came in through: the web (workspace or portal) or e-mail
                                 * @enum {string}
                                 */
                                source: "web" | "email";
                                commentCount: number;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                                /** @description The earliest scheduled appointment */
                                appointment: {
                                    /**
                                     * Format: uuid
                                     * @description The calendar event (type ticket_appointment, status scheduled)
                                     */
                                    id: string;
                                    /** Format: uuid */
                                    ticketId: string;
                                    title: string;
                                    description: string;
                                    /** @description What was written in Notes: the description after its ticket reference */
                                    notes: string;
                                    /** @description YYYY-MM-DD in the organization's time zone */
                                    date: string;
                                    /** @description HH:mm (24-hour) in the organization's time zone */
                                    time: string;
                                    /** Format: date-time */
                                    scheduledAt: string;
                                    /** Format: date-time */
                                    endsAt: string;
                                    durationMinutes: number;
                                } | null;
                                /** @description The running or paused service-level target due first; null without one, and for customers */
                                serviceLevel: {
                                    /** @enum {string} */
                                    target: "first_response" | "next_response" | "resolution" | "on_site_arrival";
                                    /**
                                     * Format: date-time
                                     * @description Null while the clock is paused
                                     */
                                    dueAt: string | null;
                                    /** Format: date-time */
                                    warnAt: string | null;
                                    /** Format: date-time */
                                    breachedAt: string | null;
                                    isPaused: boolean;
                                } | null;
                            }[];
                            /** @description Pass as cursor for the next page; null on the last page */
                            nextCursor: string | null;
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
    "/api/admin/organizations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every organization but the platform's own, newest first, with its trial status */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                };
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
                            items: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                subdomain: string;
                                /** @description A verified custom domain */
                                domain: string | null;
                                businessModel: string;
                                /**
                                 * @description trial while a trial end date exists
                                 * @enum {string}
                                 */
                                status: "trial" | "active";
                                subscriptionStatus: string;
                                subscriptionTier: string;
                                /**
                                 * Format: date-time
                                 * @description Null once paid
                                 */
                                trialEndDate: string | null;
                                isApproved: boolean;
                                isActive: boolean;
                                /** Format: date-time */
                                createdAt: string;
                                /** @description The organization's site */
                                visitUrl: string;
                            }[];
                            nextCursor: string | null;
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
    "/api/admin/organizations/{id}/extend-trial": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Extends an organization's trial: it ends 7, 14 or 30 days from now */
        post: {
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
                        days: 7 | 14 | 30;
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
                            organization: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                subdomain: string;
                                /** @description A verified custom domain */
                                domain: string | null;
                                businessModel: string;
                                /**
                                 * @description trial while a trial end date exists
                                 * @enum {string}
                                 */
                                status: "trial" | "active";
                                subscriptionStatus: string;
                                subscriptionTier: string;
                                /**
                                 * Format: date-time
                                 * @description Null once paid
                                 */
                                trialEndDate: string | null;
                                isApproved: boolean;
                                isActive: boolean;
                                /** Format: date-time */
                                createdAt: string;
                                /** @description The organization's site */
                                visitUrl: string;
                            };
                            /** @description 'Trial extended by {n} days!' or 'Converted to paid subscription!' */
                            message: string;
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
    "/api/admin/organizations/{id}/convert-to-paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Converts an organization from its trial to a paid subscription */
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            organization: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                subdomain: string;
                                /** @description A verified custom domain */
                                domain: string | null;
                                businessModel: string;
                                /**
                                 * @description trial while a trial end date exists
                                 * @enum {string}
                                 */
                                status: "trial" | "active";
                                subscriptionStatus: string;
                                subscriptionTier: string;
                                /**
                                 * Format: date-time
                                 * @description Null once paid
                                 */
                                trialEndDate: string | null;
                                isApproved: boolean;
                                isActive: boolean;
                                /** Format: date-time */
                                createdAt: string;
                                /** @description The organization's site */
                                visitUrl: string;
                            };
                            /** @description 'Trial extended by {n} days!' or 'Converted to paid subscription!' */
                            message: string;
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
    "/api/dispatch/board": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A day or a week of the technicians' visits, what blocks their time, who is clocked in, and the Unassigned tray */
        get: {
            parameters: {
                query?: {
                    /** @description The first day shown; today in the organization's time zone when omitted */
                    date?: string;
                    span?: "day" | "week";
                    /** @description Part of a tray job's number, title, address or customer */
                    search?: string;
                };
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
                            timeZone: string;
                            businessHours: {
                                start: string;
                                end: string;
                            };
                            /** @description The local days shown */
                            dates: string[];
                            /** Format: date-time */
                            from: string;
                            /** Format: date-time */
                            to: string;
                            technicians: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                /** Format: date-time */
                                clockedInSince: string | null;
                            }[];
                            /** @description The technicians' visits under way in the days shown */
                            jobs: {
                                /** Format: uuid */
                                id: string;
                                workOrderNumber: string;
                                title: string;
                                /** @enum {string} */
                                priority: "low" | "medium" | "high" | "urgent";
                                /** @enum {string} */
                                status: "pending" | "in_progress" | "completed" | "cancelled";
                                /**
                                 * @description Where the visit stands: late once its arrival window has passed without an arrival
                                 * @enum {string}
                                 */
                                state: "unscheduled" | "scheduled" | "on_the_way" | "late" | "on_site" | "done" | "cancelled";
                                /** Format: uuid */
                                assignedTo: string | null;
                                /** Format: date-time */
                                start: string | null;
                                /** @description The estimated hours, one hour when none were estimated */
                                durationMinutes: number;
                                /**
                                 * Format: date-time
                                 * @description The end of the arrival window
                                 */
                                arrivalDeadline: string | null;
                                address: string | null;
                                customerName: string | null;
                                ticketNumber: string | null;
                                /** @description What the job needs the technician to be able to do */
                                requiredSkills: string[];
                                /** @description Send it back with a move; a move against an older version is refused */
                                version: number;
                                /** Format: date-time */
                                enRouteAt: string | null;
                                /** Format: date-time */
                                arrivedAt: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            /** @description Pending work orders without a technician or a time, most urgent first */
                            tray: {
                                /** Format: uuid */
                                id: string;
                                workOrderNumber: string;
                                title: string;
                                /** @enum {string} */
                                priority: "low" | "medium" | "high" | "urgent";
                                /** @enum {string} */
                                status: "pending" | "in_progress" | "completed" | "cancelled";
                                /**
                                 * @description Where the visit stands: late once its arrival window has passed without an arrival
                                 * @enum {string}
                                 */
                                state: "unscheduled" | "scheduled" | "on_the_way" | "late" | "on_site" | "done" | "cancelled";
                                /** Format: uuid */
                                assignedTo: string | null;
                                /** Format: date-time */
                                start: string | null;
                                /** @description The estimated hours, one hour when none were estimated */
                                durationMinutes: number;
                                /**
                                 * Format: date-time
                                 * @description The end of the arrival window
                                 */
                                arrivalDeadline: string | null;
                                address: string | null;
                                customerName: string | null;
                                ticketNumber: string | null;
                                /** @description What the job needs the technician to be able to do */
                                requiredSkills: string[];
                                /** @description Send it back with a move; a move against an older version is refused */
                                version: number;
                                /** Format: date-time */
                                enRouteAt: string | null;
                                /** Format: date-time */
                                arrivedAt: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            /** @description Time off, holidays and the technicians' calendar events (their jobs are in jobs) */
                            blocks: {
                                /** @enum {string} */
                                kind: "time_off" | "holiday" | "event" | "job";
                                /**
                                 * Format: uuid
                                 * @description Null for a holiday, which blocks everyone
                                 */
                                userId: string | null;
                                /** Format: date-time */
                                start: string;
                                /** Format: date-time */
                                end: string;
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
    "/api/dispatch/work-orders/{id}/slot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Assigns, schedules, moves or resizes a visit in one request, or puts it back in the tray
         * @description A version other than the current one is work_order_stale (409); a completed or cancelled work order is work_order_closed (409); time the technician is not free is dispatch_conflict (409, naming what it overlaps) unless allowConflicts. Another organization's work order, or none, is work_order_not_found (404).
         */
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
                        /**
                         * Format: uuid
                         * @description The technician; null puts the job back in the Unassigned tray
                         */
                        assignedTo: string | null;
                        /**
                         * Format: date-time
                         * @description When the visit starts; null leaves it unscheduled
                         */
                        start: string | null;
                        /** @description The estimated duration, in steps of 30 minutes */
                        durationMinutes: number;
                        /** @description The version of the work order the board showed; another one is refused */
                        version: number;
                        /**
                         * @description Book it even over time off, a holiday, an event or another job
                         * @default false
                         */
                        allowConflicts?: boolean;
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
                            /** Format: uuid */
                            id: string;
                            workOrderNumber: string;
                            title: string;
                            /** @enum {string} */
                            priority: "low" | "medium" | "high" | "urgent";
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "completed" | "cancelled";
                            /**
                             * @description Where the visit stands: late once its arrival window has passed without an arrival
                             * @enum {string}
                             */
                            state: "unscheduled" | "scheduled" | "on_the_way" | "late" | "on_site" | "done" | "cancelled";
                            /** Format: uuid */
                            assignedTo: string | null;
                            /** Format: date-time */
                            start: string | null;
                            /** @description The estimated hours, one hour when none were estimated */
                            durationMinutes: number;
                            /**
                             * Format: date-time
                             * @description The end of the arrival window
                             */
                            arrivalDeadline: string | null;
                            address: string | null;
                            customerName: string | null;
                            ticketNumber: string | null;
                            /** @description What the job needs the technician to be able to do */
                            requiredSkills: string[];
                            /** @description Send it back with a move; a move against an older version is refused */
                            version: number;
                            /** Format: date-time */
                            enRouteAt: string | null;
                            /** Format: date-time */
                            arrivedAt: string | null;
                            /** Format: date-time */
                            createdAt: string;
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
    "/api/dispatch/work-orders/{id}/suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Technicians ranked for a window: free for all of it first, then the least booked, then the lightest day
         * @description Another organization's work order, or none, is work_order_not_found (404).
         */
        get: {
            parameters: {
                query: {
                    start: string;
                    durationMinutes?: number;
                };
                header?: never;
                path: {
                    id: string;
                };
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
                            userId: string;
                            name: string;
                            /** @description Minutes already booked inside the window */
                            busyMinutes: number;
                            /** @description The job's skills this technician lacks */
                            missingSkills: string[];
                            jobsThatDay: number;
                        }[];
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
    "/api/dispatch/my-day": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in technician's visits of today, in order */
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
                            date: string;
                            timeZone: string;
                            visits: {
                                /** Format: uuid */
                                id: string;
                                workOrderNumber: string;
                                title: string;
                                /** @enum {string} */
                                priority: "low" | "medium" | "high" | "urgent";
                                /** @enum {string} */
                                status: "pending" | "in_progress" | "completed" | "cancelled";
                                /**
                                 * @description Where the visit stands: late once its arrival window has passed without an arrival
                                 * @enum {string}
                                 */
                                state: "unscheduled" | "scheduled" | "on_the_way" | "late" | "on_site" | "done" | "cancelled";
                                /** Format: uuid */
                                assignedTo: string | null;
                                /** Format: date-time */
                                start: string | null;
                                /** @description The estimated hours, one hour when none were estimated */
                                durationMinutes: number;
                                /**
                                 * Format: date-time
                                 * @description The end of the arrival window
                                 */
                                arrivalDeadline: string | null;
                                address: string | null;
                                customerName: string | null;
                                ticketNumber: string | null;
                                /** @description What the job needs the technician to be able to do */
                                requiredSkills: string[];
                                /** @description Send it back with a move; a move against an older version is refused */
                                version: number;
                                /** Format: date-time */
                                enRouteAt: string | null;
                                /** Format: date-time */
                                arrivedAt: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                description: string;
                                customerPhone: string | null;
                                customerEmail: string | null;
                                /** Format: uuid */
                                ticketId: string | null;
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
    "/api/dispatch/work-orders/{id}/on-my-way": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The technician is on the way: recorded, and e-mailed to the customer with the arrival window
         * @description Only the visit's technician or a dispatcher (visit_not_yours, 403). Another organization's work order, or none, is work_order_not_found (404).
         */
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            workOrderNumber: string;
                            title: string;
                            /** @enum {string} */
                            priority: "low" | "medium" | "high" | "urgent";
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "completed" | "cancelled";
                            /**
                             * @description Where the visit stands: late once its arrival window has passed without an arrival
                             * @enum {string}
                             */
                            state: "unscheduled" | "scheduled" | "on_the_way" | "late" | "on_site" | "done" | "cancelled";
                            /** Format: uuid */
                            assignedTo: string | null;
                            /** Format: date-time */
                            start: string | null;
                            /** @description The estimated hours, one hour when none were estimated */
                            durationMinutes: number;
                            /**
                             * Format: date-time
                             * @description The end of the arrival window
                             */
                            arrivalDeadline: string | null;
                            address: string | null;
                            customerName: string | null;
                            ticketNumber: string | null;
                            /** @description What the job needs the technician to be able to do */
                            requiredSkills: string[];
                            /** @description Send it back with a move; a move against an older version is refused */
                            version: number;
                            /** Format: date-time */
                            enRouteAt: string | null;
                            /** Format: date-time */
                            arrivedAt: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            description: string;
                            customerPhone: string | null;
                            customerEmail: string | null;
                            /** Format: uuid */
                            ticketId: string | null;
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
    "/api/dispatch/work-orders/{id}/arrived": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The technician arrived: the work order starts and the arrival time is kept
         * @description Only the visit's technician or a dispatcher (visit_not_yours, 403). Another organization's work order, or none, is work_order_not_found (404).
         */
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            workOrderNumber: string;
                            title: string;
                            /** @enum {string} */
                            priority: "low" | "medium" | "high" | "urgent";
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "completed" | "cancelled";
                            /**
                             * @description Where the visit stands: late once its arrival window has passed without an arrival
                             * @enum {string}
                             */
                            state: "unscheduled" | "scheduled" | "on_the_way" | "late" | "on_site" | "done" | "cancelled";
                            /** Format: uuid */
                            assignedTo: string | null;
                            /** Format: date-time */
                            start: string | null;
                            /** @description The estimated hours, one hour when none were estimated */
                            durationMinutes: number;
                            /**
                             * Format: date-time
                             * @description The end of the arrival window
                             */
                            arrivalDeadline: string | null;
                            address: string | null;
                            customerName: string | null;
                            ticketNumber: string | null;
                            /** @description What the job needs the technician to be able to do */
                            requiredSkills: string[];
                            /** @description Send it back with a move; a move against an older version is refused */
                            version: number;
                            /** Format: date-time */
                            enRouteAt: string | null;
                            /** Format: date-time */
                            arrivedAt: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            description: string;
                            customerPhone: string | null;
                            customerEmail: string | null;
                            /** Format: uuid */
                            ticketId: string | null;
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
    "/api/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organization's webhook endpoints, oldest first, each with its last delivery
         * @description At most 20 per organization, so the list is whole.
         */
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
                            endpoints: {
                                /** Format: uuid */
                                id: string;
                                url: string;
                                description: string;
                                events: string[];
                                isEnabled: boolean;
                                /** @description Why the server turned it off (a day of failures) */
                                disabledReason: string | null;
                                /** Format: date-time */
                                failingSince: string | null;
                                /**
                                 * Format: date-time
                                 * @description Until then, the secret before the last rotation also signs
                                 */
                                previousSecretExpiresAt: string | null;
                                lastDelivery: {
                                    /**
                                     * Format: uuid
                                     * @description The webhook-id header of the delivery, the same on every attempt
                                     */
                                    id: string;
                                    eventType: string;
                                    /** @enum {string} */
                                    status: "pending" | "delivered" | "failed";
                                    attempts: number;
                                    /** Format: date-time */
                                    createdAt: string;
                                    /** Format: date-time */
                                    lastAttemptAt: string | null;
                                    /**
                                     * Format: date-time
                                     * @description When a pending delivery is tried next
                                     */
                                    nextAttemptAt: string | null;
                                    /** @description The last answer’s status; null when none came */
                                    responseStatus: number | null;
                                    /** @description The start of the last answer (4 KB), or why none came */
                                    responseBody: string | null;
                                    durationMs: number | null;
                                    /** @description The JSON body sent; null until the first attempt */
                                    requestBody: string | null;
                                } | null;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            }[];
                            eventTypes: ("ticket.created" | "ticket.updated" | "ticket.status_changed" | "ticket.commented" | "ticket.assigned" | "ticket.sla_warning" | "ticket.sla_breached" | "customer.created" | "work_order.scheduled" | "work_order.completed" | "timesheet.submitted" | "timesheet.approved")[];
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Adds an endpoint; the answer holds its new signing secret
         * @description The address must be https (webhook_url_invalid); deliveries to loopback, private, link-local or metadata addresses are refused when sent. webhook_endpoint_limit past 20.
         */
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
                        url: string;
                        /** @default  */
                        description?: string;
                        events: ("ticket.created" | "ticket.updated" | "ticket.status_changed" | "ticket.commented" | "ticket.assigned" | "ticket.sla_warning" | "ticket.sla_breached" | "customer.created" | "work_order.scheduled" | "work_order.completed" | "timesheet.submitted" | "timesheet.approved")[];
                        /** @default true */
                        isEnabled?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            url: string;
                            description: string;
                            events: string[];
                            isEnabled: boolean;
                            /** @description Why the server turned it off (a day of failures) */
                            disabledReason: string | null;
                            /** Format: date-time */
                            failingSince: string | null;
                            /**
                             * Format: date-time
                             * @description Until then, the secret before the last rotation also signs
                             */
                            previousSecretExpiresAt: string | null;
                            lastDelivery: {
                                /**
                                 * Format: uuid
                                 * @description The webhook-id header of the delivery, the same on every attempt
                                 */
                                id: string;
                                eventType: string;
                                /** @enum {string} */
                                status: "pending" | "delivered" | "failed";
                                attempts: number;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                lastAttemptAt: string | null;
                                /**
                                 * Format: date-time
                                 * @description When a pending delivery is tried next
                                 */
                                nextAttemptAt: string | null;
                                /** @description The last answer’s status; null when none came */
                                responseStatus: number | null;
                                /** @description The start of the last answer (4 KB), or why none came */
                                responseBody: string | null;
                                durationMs: number | null;
                                /** @description The JSON body sent; null until the first attempt */
                                requestBody: string | null;
                            } | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            /** @description whsec_…, for the receiver to verify signatures */
                            secret: string;
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
    "/api/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Changes an endpoint; turning it on again forgets its failures */
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
                        url: string;
                        /** @default  */
                        description?: string;
                        events: ("ticket.created" | "ticket.updated" | "ticket.status_changed" | "ticket.commented" | "ticket.assigned" | "ticket.sla_warning" | "ticket.sla_breached" | "customer.created" | "work_order.scheduled" | "work_order.completed" | "timesheet.submitted" | "timesheet.approved")[];
                        /** @default true */
                        isEnabled?: boolean;
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
                            /** Format: uuid */
                            id: string;
                            url: string;
                            description: string;
                            events: string[];
                            isEnabled: boolean;
                            /** @description Why the server turned it off (a day of failures) */
                            disabledReason: string | null;
                            /** Format: date-time */
                            failingSince: string | null;
                            /**
                             * Format: date-time
                             * @description Until then, the secret before the last rotation also signs
                             */
                            previousSecretExpiresAt: string | null;
                            lastDelivery: {
                                /**
                                 * Format: uuid
                                 * @description The webhook-id header of the delivery, the same on every attempt
                                 */
                                id: string;
                                eventType: string;
                                /** @enum {string} */
                                status: "pending" | "delivered" | "failed";
                                attempts: number;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                lastAttemptAt: string | null;
                                /**
                                 * Format: date-time
                                 * @description When a pending delivery is tried next
                                 */
                                nextAttemptAt: string | null;
                                /** @description The last answer’s status; null when none came */
                                responseStatus: number | null;
                                /** @description The start of the last answer (4 KB), or why none came */
                                responseBody: string | null;
                                durationMs: number | null;
                                /** @description The JSON body sent; null until the first attempt */
                                requestBody: string | null;
                            } | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                    };
                };
            };
        };
        post?: never;
        /** Deletes an endpoint and its delivery log */
        delete: {
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
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}/secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The endpoint's signing secret, and during a rotation's overlap the previous one */
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            secret: string;
                            previousSecret: string | null;
                            /** Format: date-time */
                            previousSecretExpiresAt: string | null;
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
    "/api/webhooks/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Makes a new signing secret; the old one still signs beside it for 24 hours */
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            secret: string;
                            /** Format: date-time */
                            previousSecretExpiresAt: string;
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
    "/api/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The endpoint's deliveries, newest first, 50 a page */
        get: {
            parameters: {
                query?: {
                    /** @description nextCursor of the previous page */
                    cursor?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
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
                            deliveries: {
                                /**
                                 * Format: uuid
                                 * @description The webhook-id header of the delivery, the same on every attempt
                                 */
                                id: string;
                                eventType: string;
                                /** @enum {string} */
                                status: "pending" | "delivered" | "failed";
                                attempts: number;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                lastAttemptAt: string | null;
                                /**
                                 * Format: date-time
                                 * @description When a pending delivery is tried next
                                 */
                                nextAttemptAt: string | null;
                                /** @description The last answer’s status; null when none came */
                                responseStatus: number | null;
                                /** @description The start of the last answer (4 KB), or why none came */
                                responseBody: string | null;
                                durationMs: number | null;
                                /** @description The JSON body sent; null until the first attempt */
                                requestBody: string | null;
                            }[];
                            nextCursor: string | null;
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
    "/api/webhooks/{id}/deliveries/{deliveryId}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends a delivery again, with the same id and body
         * @description webhook_endpoint_disabled while the endpoint is turned off.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    deliveryId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: uuid
                             * @description The webhook-id header of the delivery, the same on every attempt
                             */
                            id: string;
                            eventType: string;
                            /** @enum {string} */
                            status: "pending" | "delivered" | "failed";
                            attempts: number;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            lastAttemptAt: string | null;
                            /**
                             * Format: date-time
                             * @description When a pending delivery is tried next
                             */
                            nextAttemptAt: string | null;
                            /** @description The last answer’s status; null when none came */
                            responseStatus: number | null;
                            /** @description The start of the last answer (4 KB), or why none came */
                            responseBody: string | null;
                            durationMs: number | null;
                            /** @description The JSON body sent; null until the first attempt */
                            requestBody: string | null;
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
    "/api/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends a webhook.test event to the endpoint
         * @description webhook_endpoint_disabled while the endpoint is turned off.
         */
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
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: uuid
                             * @description The webhook-id header of the delivery, the same on every attempt
                             */
                            id: string;
                            eventType: string;
                            /** @enum {string} */
                            status: "pending" | "delivered" | "failed";
                            attempts: number;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            lastAttemptAt: string | null;
                            /**
                             * Format: date-time
                             * @description When a pending delivery is tried next
                             */
                            nextAttemptAt: string | null;
                            /** @description The last answer’s status; null when none came */
                            responseStatus: number | null;
                            /** @description The start of the last answer (4 KB), or why none came */
                            responseBody: string | null;
                            durationMs: number | null;
                            /** @description The JSON body sent; null until the first attempt */
                            requestBody: string | null;
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
    "/api/realtime": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A WebSocket of the caller's organization's events and the caller's own, once its first message authenticates it
         * @description A plain HTTP request, without the WebSocket upgrade, is 426 websocket_required.
         */
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
                    content?: never;
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
    "/api/settings/theme": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organization's theme, with the specification's defaults for what was never set
         * @description Anyone on the organization's host, signed in or not; the main domain has the defaults.
         */
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
                            settings: {
                                /**
                                 * @description auto follows the light or dark setting of each device
                                 * @default light
                                 * @enum {string}
                                 */
                                themeMode: "light" | "dark" | "auto";
                                /** @default #2563eb */
                                primaryColor: string;
                                /** @default #64748b */
                                secondaryColor: string;
                                /** @default #dc2626 */
                                accentColor: string;
                                /**
                                 * @default medium
                                 * @enum {string}
                                 */
                                borderRadius: "none" | "small" | "medium" | "large";
                                /**
                                 * @default medium
                                 * @enum {string}
                                 */
                                fontSize: "small" | "medium" | "large";
                                /** @default  */
                                companyName: string;
                                /**
                                 * Format: uuid
                                 * @description An uploaded logo of the organization; null for none
                                 * @default null
                                 */
                                logoFileId: string | null;
                            };
                            /** @description The logo's address on the organization's host; null when there is none */
                            logoUrl: string | null;
                        };
                    };
                };
            };
        };
        /**
         * Saves the organization's theme (fields left out take their defaults)
         * @description Org admins of the organization; super admins for the platform organization. Open screens of staff and customers repaint live.
         */
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
                        /**
                         * @description auto follows the light or dark setting of each device
                         * @default light
                         * @enum {string}
                         */
                        themeMode?: "light" | "dark" | "auto";
                        /** @default #2563eb */
                        primaryColor?: string;
                        /** @default #64748b */
                        secondaryColor?: string;
                        /** @default #dc2626 */
                        accentColor?: string;
                        /**
                         * @default medium
                         * @enum {string}
                         */
                        borderRadius?: "none" | "small" | "medium" | "large";
                        /**
                         * @default medium
                         * @enum {string}
                         */
                        fontSize?: "small" | "medium" | "large";
                        /** @default  */
                        companyName?: string;
                        /**
                         * Format: uuid
                         * @description An uploaded logo of the organization; null for none
                         * @default null
                         */
                        logoFileId?: string | null;
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
                            settings: {
                                /**
                                 * @description auto follows the light or dark setting of each device
                                 * @default light
                                 * @enum {string}
                                 */
                                themeMode: "light" | "dark" | "auto";
                                /** @default #2563eb */
                                primaryColor: string;
                                /** @default #64748b */
                                secondaryColor: string;
                                /** @default #dc2626 */
                                accentColor: string;
                                /**
                                 * @default medium
                                 * @enum {string}
                                 */
                                borderRadius: "none" | "small" | "medium" | "large";
                                /**
                                 * @default medium
                                 * @enum {string}
                                 */
                                fontSize: "small" | "medium" | "large";
                                /** @default  */
                                companyName: string;
                                /**
                                 * Format: uuid
                                 * @description An uploaded logo of the organization; null for none
                                 * @default null
                                 */
                                logoFileId: string | null;
                            };
                            /** @description The logo's address on the organization's host; null when there is none */
                            logoUrl: string | null;
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
    "/api/settings/theme/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Uploads a logo: the image itself as the request body, with its content type
         * @description PNG, JPEG, GIF or WebP, told by the content, up to 1 MB; SVG is refused. Org admins. The logo is shown once a theme naming it is saved.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            logoFileId: string;
                            logoUrl: string;
                            /** @enum {string} */
                            contentType: "image/png" | "image/jpeg" | "image/gif" | "image/webp";
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
    "/api/settings/theme/logo/{fileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organization's logo, with the type its content was stored as
         * @description Anyone on the organization's host (images cannot send a token); another organization's logo is not found.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    fileId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/attachments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Uploads a file to send with a new ticket, a comment or a note: the file itself as the body
         * @description Members of the request's organization, customers included. Send the bytes as application/octet-stream: the type is told by them (images, videos, PDFs, office documents, ZIP archives, text), and programs are refused (415). Larger than the organization's limit for one message is 413. Send the answered fileId with the message within a day: uploads never sent are then removed.
         */
        post: {
            parameters: {
                query: {
                    /** @description The name of the file as the member chose it */
                    filename: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            fileId: string;
                            /** @description The name as it will be kept: without folders or control characters */
                            filename: string;
                            /** @description The type the bytes show, whatever the name or the request claimed */
                            contentType: string;
                            /** @description In bytes */
                            size: number;
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
    "/api/work-order-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organization's work order settings with the specification's defaults, and whether work orders are on */
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
                            settings: {
                                /**
                                 * @default card
                                 * @enum {string}
                                 */
                                defaultViewLayout: "card" | "list" | "table";
                                /** @default 2 */
                                cardsPerRow: number;
                                /** @default true */
                                showWorkOrderNumbers: boolean;
                                /** @default true */
                                showEstimatedHours: boolean;
                                /**
                                 * @default medium
                                 * @enum {string}
                                 */
                                defaultPriority: "low" | "medium" | "high" | "urgent";
                                /**
                                 * @default none
                                 * @enum {string}
                                 */
                                autoAssignTo: "none" | "creator" | "round-robin";
                                /**
                                 * @default calendar
                                 * @enum {string}
                                 */
                                defaultSchedulingView: "calendar" | "timeline" | "list";
                                /**
                                 * @description Minutes: 15, 30, 60 or 120
                                 * @default 60
                                 */
                                timeSlotDuration: 15 | 30 | 60 | 120;
                                /**
                                 * @description Mark Complete requires the customer’s signature
                                 * @default true
                                 */
                                enableSignatureCapture: boolean;
                                /**
                                 * @description Mark Complete requires at least one photo
                                 * @default false
                                 */
                                requirePhotoDocumentation: boolean;
                                /** @default true */
                                showPriorityColors: boolean;
                                /** @default true */
                                showStatusIcons: boolean;
                                /** @default false */
                                compactCardLayout: boolean;
                                /** @default false */
                                darkModeCards: boolean;
                            };
                            /** @description The work_orders_enabled switch: off hides work orders behind the setup prompt */
                            workOrdersEnabled: boolean;
                        };
                    };
                };
            };
        };
        /** Saves the organization's work order settings (fields left out take their defaults) and the work_orders_enabled switch */
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
                        settings: {
                            /**
                             * @default card
                             * @enum {string}
                             */
                            defaultViewLayout?: "card" | "list" | "table";
                            /** @default 2 */
                            cardsPerRow?: number;
                            /** @default true */
                            showWorkOrderNumbers?: boolean;
                            /** @default true */
                            showEstimatedHours?: boolean;
                            /**
                             * @default medium
                             * @enum {string}
                             */
                            defaultPriority?: "low" | "medium" | "high" | "urgent";
                            /**
                             * @default none
                             * @enum {string}
                             */
                            autoAssignTo?: "none" | "creator" | "round-robin";
                            /**
                             * @default calendar
                             * @enum {string}
                             */
                            defaultSchedulingView?: "calendar" | "timeline" | "list";
                            /**
                             * @description Minutes: 15, 30, 60 or 120
                             * @default 60
                             */
                            timeSlotDuration?: 15 | 30 | 60 | 120;
                            /**
                             * @description Mark Complete requires the customer’s signature
                             * @default true
                             */
                            enableSignatureCapture?: boolean;
                            /**
                             * @description Mark Complete requires at least one photo
                             * @default false
                             */
                            requirePhotoDocumentation?: boolean;
                            /** @default true */
                            showPriorityColors?: boolean;
                            /** @default true */
                            showStatusIcons?: boolean;
                            /** @default false */
                            compactCardLayout?: boolean;
                            /** @default false */
                            darkModeCards?: boolean;
                        };
                        workOrdersEnabled: boolean;
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
                            settings: {
                                /**
                                 * @default card
                                 * @enum {string}
                                 */
                                defaultViewLayout: "card" | "list" | "table";
                                /** @default 2 */
                                cardsPerRow: number;
                                /** @default true */
                                showWorkOrderNumbers: boolean;
                                /** @default true */
                                showEstimatedHours: boolean;
                                /**
                                 * @default medium
                                 * @enum {string}
                                 */
                                defaultPriority: "low" | "medium" | "high" | "urgent";
                                /**
                                 * @default none
                                 * @enum {string}
                                 */
                                autoAssignTo: "none" | "creator" | "round-robin";
                                /**
                                 * @default calendar
                                 * @enum {string}
                                 */
                                defaultSchedulingView: "calendar" | "timeline" | "list";
                                /**
                                 * @description Minutes: 15, 30, 60 or 120
                                 * @default 60
                                 */
                                timeSlotDuration: 15 | 30 | 60 | 120;
                                /**
                                 * @description Mark Complete requires the customer’s signature
                                 * @default true
                                 */
                                enableSignatureCapture: boolean;
                                /**
                                 * @description Mark Complete requires at least one photo
                                 * @default false
                                 */
                                requirePhotoDocumentation: boolean;
                                /** @default true */
                                showPriorityColors: boolean;
                                /** @default true */
                                showStatusIcons: boolean;
                                /** @default false */
                                compactCardLayout: boolean;
                                /** @default false */
                                darkModeCards: boolean;
                            };
                            /** @description The work_orders_enabled switch: off hides work orders behind the setup prompt */
                            workOrdersEnabled: boolean;
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
    "/api/work-order-layout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organization's current work order layout */
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
                            /** @description Raised on each save; 0 while no layout was ever saved */
                            version: number;
                            elements: ({
                                id: string;
                                label: string;
                                position: {
                                    x: number;
                                    y: number;
                                };
                                size: {
                                    width: number;
                                    height: number;
                                };
                                /** @enum {string} */
                                type: "text";
                                fontSize: number;
                                /** @enum {string} */
                                fontWeight: "normal" | "bold";
                                /** @enum {string} */
                                textAlign: "left" | "center" | "right";
                                isMultiLine: boolean;
                            } | {
                                id: string;
                                label: string;
                                position: {
                                    x: number;
                                    y: number;
                                };
                                size: {
                                    width: number;
                                    height: number;
                                };
                                /** @enum {string} */
                                type: "logo";
                                /**
                                 * Format: uuid
                                 * @description The uploaded image shown in the box; null until one is uploaded
                                 */
                                imageFileId: string | null;
                            } | {
                                id: string;
                                label: string;
                                position: {
                                    x: number;
                                    y: number;
                                };
                                size: {
                                    width: number;
                                    height: number;
                                };
                                /** @enum {string} */
                                type: "signature";
                            })[];
                            /** Format: date-time */
                            updatedAt: string | null;
                        };
                    };
                };
            };
        };
        /** Saves the layout as a new version; work orders already filled in keep the version they were filled with */
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
                        elements: ({
                            id: string;
                            label: string;
                            position: {
                                x: number;
                                y: number;
                            };
                            size: {
                                width: number;
                                height: number;
                            };
                            /** @enum {string} */
                            type: "text";
                            fontSize: number;
                            /** @enum {string} */
                            fontWeight: "normal" | "bold";
                            /** @enum {string} */
                            textAlign: "left" | "center" | "right";
                            isMultiLine: boolean;
                        } | {
                            id: string;
                            label: string;
                            position: {
                                x: number;
                                y: number;
                            };
                            size: {
                                width: number;
                                height: number;
                            };
                            /** @enum {string} */
                            type: "logo";
                            /**
                             * Format: uuid
                             * @description The uploaded image shown in the box; null until one is uploaded
                             */
                            imageFileId: string | null;
                        } | {
                            id: string;
                            label: string;
                            position: {
                                x: number;
                                y: number;
                            };
                            size: {
                                width: number;
                                height: number;
                            };
                            /** @enum {string} */
                            type: "signature";
                        })[];
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
                            /** @description Raised on each save; 0 while no layout was ever saved */
                            version: number;
                            elements: ({
                                id: string;
                                label: string;
                                position: {
                                    x: number;
                                    y: number;
                                };
                                size: {
                                    width: number;
                                    height: number;
                                };
                                /** @enum {string} */
                                type: "text";
                                fontSize: number;
                                /** @enum {string} */
                                fontWeight: "normal" | "bold";
                                /** @enum {string} */
                                textAlign: "left" | "center" | "right";
                                isMultiLine: boolean;
                            } | {
                                id: string;
                                label: string;
                                position: {
                                    x: number;
                                    y: number;
                                };
                                size: {
                                    width: number;
                                    height: number;
                                };
                                /** @enum {string} */
                                type: "logo";
                                /**
                                 * Format: uuid
                                 * @description The uploaded image shown in the box; null until one is uploaded
                                 */
                                imageFileId: string | null;
                            } | {
                                id: string;
                                label: string;
                                position: {
                                    x: number;
                                    y: number;
                                };
                                size: {
                                    width: number;
                                    height: number;
                                };
                                /** @enum {string} */
                                type: "signature";
                            })[];
                            /** Format: date-time */
                            updatedAt: string | null;
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
    "/api/work-order-layout/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Uploads a logo element's image: the image itself as the request body, with its content type
         * @description PNG or JPEG, told by the content, up to 1 MB. Used once a layout naming it is saved.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            fileId: string;
                            url: string;
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
    "/api/work-order-layout/images/{fileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A layout's logo image, with the type its content was stored as
         * @description Anyone on the organization's host (images cannot send a token); another organization's image is not found.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    fileId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/work-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organization's work orders, newest first, searched and filtered by the server, one keyset page at a time */
        get: {
            parameters: {
                query?: {
                    /** @description Part of the number, title, description, address or customer */
                    search?: string;
                    status?: "pending" | "in_progress" | "completed" | "cancelled" | "all";
                    /** @description Only the work orders created from this ticket */
                    ticketId?: string;
                    /** @description true: only the caller's own work orders (assigned to them) */
                    isMine?: "true" | "false";
                    cursor?: string;
                    limit?: number;
                };
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
                            items: {
                                /** Format: uuid */
                                id: string;
                                /** @description WO-0001 style, unique in the organization */
                                workOrderNumber: string;
                                title: string;
                                description: string;
                                /** @enum {string} */
                                priority: "low" | "medium" | "high" | "urgent";
                                /** @enum {string} */
                                status: "pending" | "in_progress" | "completed" | "cancelled";
                                /** Format: date-time */
                                scheduledDate: string | null;
                                address: string | null;
                                estimatedHours: number | null;
                                actualHours: number | null;
                                /** Format: uuid */
                                customerId: string | null;
                                customerName: string | null;
                                customerCompany: string | null;
                                /** Format: uuid */
                                assignedTo: string | null;
                                assigneeName: string | null;
                                requiredSkills: string[];
                                /** Format: uuid */
                                createdBy: string | null;
                                /**
                                 * Format: uuid
                                 * @description The ticket it was created from
                                 */
                                ticketId: string | null;
                                ticketNumber: string | null;
                                /** @description The layout version it was filled with */
                                layoutVersion: number | null;
                                formValues: {
                                    [key: string]: string;
                                };
                                signature: {
                                    /** @description The name the signer typed */
                                    signerName: string;
                                    /** Format: date-time */
                                    signedAt: string;
                                    /** @description The staff member who captured it */
                                    signedByName: string | null;
                                    url: string;
                                } | null;
                                photoCount: number;
                                /** Format: date-time */
                                completedAt: string | null;
                                /**
                                 * Format: date-time
                                 * @description When an admin last reopened it after completion
                                 */
                                reopenedAt: string | null;
                                /** @description The signed PDF, once completed */
                                documentUrl: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            }[];
                            /** @description Pass as cursor for the next page; null on the last page */
                            nextCursor: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Creates a work order (pending, numbered WO-0001 style) filled with the current layout, optionally from a ticket
         * @description Refused (409) while work orders are turned off or no layout was saved.
         */
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
                        /** @default  */
                        description?: string;
                        /**
                         * @description The settings' default priority when left out
                         * @enum {string}
                         */
                        priority?: "low" | "medium" | "high" | "urgent";
                        /**
                         * Format: date-time
                         * @default null
                         */
                        scheduledDate?: string | null;
                        /** @default null */
                        address?: string | null;
                        /** @default null */
                        estimatedHours?: number | null;
                        /**
                         * Format: uuid
                         * @description The ticket's customer when created from a ticket and left out
                         * @default null
                         */
                        customerId?: string | null;
                        /**
                         * Format: uuid
                         * @description Left out: the settings' auto-assign rule decides (none, creator, round-robin)
                         */
                        assignedTo?: string | null;
                        /**
                         * Format: uuid
                         * @default null
                         */
                        ticketId?: string | null;
                        /**
                         * @description Answers to the layout's form fields, by element id
                         * @default {}
                         */
                        formValues?: {
                            [key: string]: string;
                        };
                        /**
                         * @description What the job needs the technician to be able to do; Suggest puts those who can first
                         * @default []
                         */
                        requiredSkills?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            /** @description WO-0001 style, unique in the organization */
                            workOrderNumber: string;
                            title: string;
                            description: string;
                            /** @enum {string} */
                            priority: "low" | "medium" | "high" | "urgent";
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "completed" | "cancelled";
                            /** Format: date-time */
                            scheduledDate: string | null;
                            address: string | null;
                            estimatedHours: number | null;
                            actualHours: number | null;
                            /** Format: uuid */
                            customerId: string | null;
                            customerName: string | null;
                            customerCompany: string | null;
                            /** Format: uuid */
                            assignedTo: string | null;
                            assigneeName: string | null;
                            requiredSkills: string[];
                            /** Format: uuid */
                            createdBy: string | null;
                            /**
                             * Format: uuid
                             * @description The ticket it was created from
                             */
                            ticketId: string | null;
                            ticketNumber: string | null;
                            /** @description The layout version it was filled with */
                            layoutVersion: number | null;
                            formValues: {
                                [key: string]: string;
                            };
                            signature: {
                                /** @description The name the signer typed */
                                signerName: string;
                                /** Format: date-time */
                                signedAt: string;
                                /** @description The staff member who captured it */
                                signedByName: string | null;
                                url: string;
                            } | null;
                            photoCount: number;
                            /** Format: date-time */
                            completedAt: string | null;
                            /**
                             * Format: date-time
                             * @description When an admin last reopened it after completion
                             */
                            reopenedAt: string | null;
                            /** @description The signed PDF, once completed */
                            documentUrl: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            photos: {
                                /** Format: uuid */
                                id: string;
                                url: string;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            /** @description The elements of the layout version it was filled with */
                            layout: ({
                                id: string;
                                label: string;
                                position: {
                                    x: number;
                                    y: number;
                                };
                                size: {
                                    width: number;
                                    height: number;
                                };
                                /** @enum {string} */
                                type: "text";
                                fontSize: number;
                                /** @enum {string} */
                                fontWeight: "normal" | "bold";
                                /** @enum {string} */
                                textAlign: "left" | "center" | "right";
                                isMultiLine: boolean;
                            } | {
                                id: string;
                                label: string;
                                position: {
                                    x: number;
                                    y: number;
                                };
                                size: {
                                    width: number;
                                    height: number;
                                };
                                /** @enum {string} */
                                type: "logo";
                                /**
                                 * Format: uuid
                                 * @description The uploaded image shown in the box; null until one is uploaded
                                 */
                                imageFileId: string | null;
                            } | {
                                id: string;
                                label: string;
                                position: {
                                    x: number;
                                    y: number;
                                };
                                size: {
                                    width: number;
                                    height: number;
                                };
                                /** @enum {string} */
                                type: "signature";
                            })[];
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
    "/api/work-orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A work order with its photos and the layout version it was filled with
         * @description Another organization's work order, or none, is work_order_not_found ('Work Order Not Found').
         */
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            /** @description WO-0001 style, unique in the organization */
                            workOrderNumber: string;
                            title: string;
                            description: string;
                            /** @enum {string} */
                            priority: "low" | "medium" | "high" | "urgent";
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "completed" | "cancelled";
                            /** Format: date-time */
                            scheduledDate: string | null;
                            address: string | null;
                            estimatedHours: number | null;
                            actualHours: number | null;
                            /** Format: uuid */
                            customerId: string | null;
                            customerName: string | null;
                            customerCompany: string | null;
                            /** Format: uuid */
                            assignedTo: string | null;
                            assigneeName: string | null;
                            requiredSkills: string[];
                            /** Format: uuid */
                            createdBy: string | null;
                            /**
                             * Format: uuid
                             * @description The ticket it was created from
                             */
                            ticketId: string | null;
                            ticketNumber: string | null;
                            /** @description The layout version it was filled with */
                            layoutVersion: number | null;
                            formValues: {
                                [key: string]: string;
                            };
                            signature: {
                                /** @description The name the signer typed */
                                signerName: string;
                                /** Format: date-time */
                                signedAt: string;
                                /** @description The staff member who captured it */
                                signedByName: string | null;
                                url: string;
                            } | null;
                            photoCount: number;
                            /** Format: date-time */
                            completedAt: string | null;
                            /**
                             * Format: date-time
                             * @description When an admin last reopened it after completion
                             */
                            reopenedAt: string | null;
                            /** @description The signed PDF, once completed */
                            documentUrl: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            photos: {
                                /** Format: uuid */
                                id: string;
                                url: string;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            /** @description The elements of the layout version it was filled with */
                            layout: ({
                                id: string;
                                label: string;
                                position: {
                                    x: number;
                                    y: number;
                                };
                                size: {
                                    width: number;
                                    height: number;
                                };
                                /** @enum {string} */
                                type: "text";
                                fontSize: number;
                                /** @enum {string} */
                                fontWeight: "normal" | "bold";
                                /** @enum {string} */
                                textAlign: "left" | "center" | "right";
                                isMultiLine: boolean;
                            } | {
                                id: string;
                                label: string;
                                position: {
                                    x: number;
                                    y: number;
                                };
                                size: {
                                    width: number;
                                    height: number;
                                };
                                /** @enum {string} */
                                type: "logo";
                                /**
                                 * Format: uuid
                                 * @description The uploaded image shown in the box; null until one is uploaded
                                 */
                                imageFileId: string | null;
                            } | {
                                id: string;
                                label: string;
                                position: {
                                    x: number;
                                    y: number;
                                };
                                size: {
                                    width: number;
                                    height: number;
                                };
                                /** @enum {string} */
                                type: "signature";
                            })[];
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
        /**
         * Inline edit: changes the fields sent (blank hours as null)
         * @description A completed work order is work_order_locked (409). Another organization's work order, or none, is work_order_not_found ('Work Order Not Found').
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            /** @description Only the fields sent change; a blank hours field is sent as null */
            requestBody: {
                content: {
                    "application/json": {
                        title?: string;
                        description?: string;
                        /** @enum {string} */
                        priority?: "low" | "medium" | "high" | "urgent";
                        /** Format: date-time */
                        scheduledDate?: string | null;
                        address?: string | null;
                        estimatedHours?: number | null;
                        /** Format: uuid */
                        customerId?: string | null;
                        /** Format: uuid */
                        assignedTo?: string | null;
                        /** @description Answers to the layout's form fields, by element id */
                        formValues?: {
                            [key: string]: string;
                        };
                        /** @description What the job needs the technician to be able to do; Suggest puts those who can first */
                        requiredSkills?: string[];
                        actualHours?: number | null;
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
                            /** Format: uuid */
                            id: string;
                            /** @description WO-0001 style, unique in the organization */
                            workOrderNumber: string;
                            title: string;
                            description: string;
                            /** @enum {string} */
                            priority: "low" | "medium" | "high" | "urgent";
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "completed" | "cancelled";
                            /** Format: date-time */
                            scheduledDate: string | null;
                            address: string | null;
                            estimatedHours: number | null;
                            actualHours: number | null;
                            /** Format: uuid */
                            customerId: string | null;
                            customerName: string | null;
                            customerCompany: string | null;
                            /** Format: uuid */
                            assignedTo: string | null;
                            assigneeName: string | null;
                            requiredSkills: string[];
                            /** Format: uuid */
                            createdBy: string | null;
                            /**
                             * Format: uuid
                             * @description The ticket it was created from
                             */
                            ticketId: string | null;
                            ticketNumber: string | null;
                            /** @description The layout version it was filled with */
                            layoutVersion: number | null;
                            formValues: {
                                [key: string]: string;
                            };
                            signature: {
                                /** @description The name the signer typed */
                                signerName: string;
                                /** Format: date-time */
                                signedAt: string;
                                /** @description The staff member who captured it */
                                signedByName: string | null;
                                url: string;
                            } | null;
                            photoCount: number;
                            /** Format: date-time */
                            completedAt: string | null;
                            /**
                             * Format: date-time
                             * @description When an admin last reopened it after completion
                             */
                            reopenedAt: string | null;
                            /** @description The signed PDF, once completed */
                            documentUrl: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            photos: {
                                /** Format: uuid */
                                id: string;
                                url: string;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            /** @description The elements of the layout version it was filled with */
                            layout: ({
                                id: string;
                                label: string;
                                position: {
                                    x: number;
                                    y: number;
                                };
                                size: {
                                    width: number;
                                    height: number;
                                };
                                /** @enum {string} */
                                type: "text";
                                fontSize: number;
                                /** @enum {string} */
                                fontWeight: "normal" | "bold";
                                /** @enum {string} */
                                textAlign: "left" | "center" | "right";
                                isMultiLine: boolean;
                            } | {
                                id: string;
                                label: string;
                                position: {
                                    x: number;
                                    y: number;
                                };
                                size: {
                                    width: number;
                                    height: number;
                                };
                                /** @enum {string} */
                                type: "logo";
                                /**
                                 * Format: uuid
                                 * @description The uploaded image shown in the box; null until one is uploaded
                                 */
                                imageFileId: string | null;
                            } | {
                                id: string;
                                label: string;
                                position: {
                                    x: number;
                                    y: number;
                                };
                                size: {
                                    width: number;
                                    height: number;
                                };
                                /** @enum {string} */
                                type: "signature";
                            })[];
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/work-orders/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start (in_progress), put back to pending, or cancel; completing is /complete */
        post: {
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
                        status: "pending" | "in_progress" | "cancelled";
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
                            /** Format: uuid */
                            id: string;
                            /** @description WO-0001 style, unique in the organization */
                            workOrderNumber: string;
                            title: string;
                            description: string;
                            /** @enum {string} */
                            priority: "low" | "medium" | "high" | "urgent";
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "completed" | "cancelled";
                            /** Format: date-time */
                            scheduledDate: string | null;
                            address: string | null;
                            estimatedHours: number | null;
                            actualHours: number | null;
                            /** Format: uuid */
                            customerId: string | null;
                            customerName: string | null;
                            customerCompany: string | null;
                            /** Format: uuid */
                            assignedTo: string | null;
                            assigneeName: string | null;
                            requiredSkills: string[];
                            /** Format: uuid */
                            createdBy: string | null;
                            /**
                             * Format: uuid
                             * @description The ticket it was created from
                             */
                            ticketId: string | null;
                            ticketNumber: string | null;
                            /** @description The layout version it was filled with */
                            layoutVersion: number | null;
                            formValues: {
                                [key: string]: string;
                            };
                            signature: {
                                /** @description The name the signer typed */
                                signerName: string;
                                /** Format: date-time */
                                signedAt: string;
                                /** @description The staff member who captured it */
                                signedByName: string | null;
                                url: string;
                            } | null;
                            photoCount: number;
                            /** Format: date-time */
                            completedAt: string | null;
                            /**
                             * Format: date-time
                             * @description When an admin last reopened it after completion
                             */
                            reopenedAt: string | null;
                            /** @description The signed PDF, once completed */
                            documentUrl: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            photos: {
                                /** Format: uuid */
                                id: string;
                                url: string;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            /** @description The elements of the layout version it was filled with */
                            layout: ({
                                id: string;
                                label: string;
                                position: {
                                    x: number;
                                    y: number;
                                };
                                size: {
                                    width: number;
                                    height: number;
                                };
                                /** @enum {string} */
                                type: "text";
                                fontSize: number;
                                /** @enum {string} */
                                fontWeight: "normal" | "bold";
                                /** @enum {string} */
                                textAlign: "left" | "center" | "right";
                                isMultiLine: boolean;
                            } | {
                                id: string;
                                label: string;
                                position: {
                                    x: number;
                                    y: number;
                                };
                                size: {
                                    width: number;
                                    height: number;
                                };
                                /** @enum {string} */
                                type: "logo";
                                /**
                                 * Format: uuid
                                 * @description The uploaded image shown in the box; null until one is uploaded
                                 */
                                imageFileId: string | null;
                            } | {
                                id: string;
                                label: string;
                                position: {
                                    x: number;
                                    y: number;
                                };
                                size: {
                                    width: number;
                                    height: number;
                                };
                                /** @enum {string} */
                                type: "signature";
                            })[];
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
    "/api/work-orders/{id}/signature": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The work order's signature image (PNG) */
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        /** Keeps the customer's signature (PNG) with the name they typed, while the work order is in progress */
        post: {
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
                        signerName: string;
                        /** @description The drawing as a PNG data URL (signature_pad toDataURL) */
                        image: string;
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
                            /** Format: uuid */
                            id: string;
                            /** @description WO-0001 style, unique in the organization */
                            workOrderNumber: string;
                            title: string;
                            description: string;
                            /** @enum {string} */
                            priority: "low" | "medium" | "high" | "urgent";
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "completed" | "cancelled";
                            /** Format: date-time */
                            scheduledDate: string | null;
                            address: string | null;
                            estimatedHours: number | null;
                            actualHours: number | null;
                            /** Format: uuid */
                            customerId: string | null;
                            customerName: string | null;
                            customerCompany: string | null;
                            /** Format: uuid */
                            assignedTo: string | null;
                            assigneeName: string | null;
                            requiredSkills: string[];
                            /** Format: uuid */
                            createdBy: string | null;
                            /**
                             * Format: uuid
                             * @description The ticket it was created from
                             */
                            ticketId: string | null;
                            ticketNumber: string | null;
                            /** @description The layout version it was filled with */
                            layoutVersion: number | null;
                            formValues: {
                                [key: string]: string;
                            };
                            signature: {
                                /** @description The name the signer typed */
                                signerName: string;
                                /** Format: date-time */
                                signedAt: string;
                                /** @description The staff member who captured it */
                                signedByName: string | null;
                                url: string;
                            } | null;
                            photoCount: number;
                            /** Format: date-time */
                            completedAt: string | null;
                            /**
                             * Format: date-time
                             * @description When an admin last reopened it after completion
                             */
                            reopenedAt: string | null;
                            /** @description The signed PDF, once completed */
                            documentUrl: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            photos: {
                                /** Format: uuid */
                                id: string;
                                url: string;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            /** @description The elements of the layout version it was filled with */
                            layout: ({
                                id: string;
                                label: string;
                                position: {
                                    x: number;
                                    y: number;
                                };
                                size: {
                                    width: number;
                                    height: number;
                                };
                                /** @enum {string} */
                                type: "text";
                                fontSize: number;
                                /** @enum {string} */
                                fontWeight: "normal" | "bold";
                                /** @enum {string} */
                                textAlign: "left" | "center" | "right";
                                isMultiLine: boolean;
                            } | {
                                id: string;
                                label: string;
                                position: {
                                    x: number;
                                    y: number;
                                };
                                size: {
                                    width: number;
                                    height: number;
                                };
                                /** @enum {string} */
                                type: "logo";
                                /**
                                 * Format: uuid
                                 * @description The uploaded image shown in the box; null until one is uploaded
                                 */
                                imageFileId: string | null;
                            } | {
                                id: string;
                                label: string;
                                position: {
                                    x: number;
                                    y: number;
                                };
                                size: {
                                    width: number;
                                    height: number;
                                };
                                /** @enum {string} */
                                type: "signature";
                            })[];
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
    "/api/work-orders/{id}/photos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds a photo: the image itself as the request body, with its content type
         * @description PNG or JPEG, told by the content, up to 5 MB.
         */
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
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            url: string;
                            /** Format: date-time */
                            createdAt: string;
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
    "/api/work-orders/{id}/photos/{photoId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A photo of the work order, as the type its content was stored as */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    photoId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        /** Removes a photo, and its stored image, from a work order that is not completed */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    photoId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/work-orders/{id}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark Complete: completes the work order, keeps its signed PDF and e-mails it to the customer
         * @description Only while in progress; refused (409) without a signature when signature capture is on, or without a photo when photos are required.
         */
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            /** @description WO-0001 style, unique in the organization */
                            workOrderNumber: string;
                            title: string;
                            description: string;
                            /** @enum {string} */
                            priority: "low" | "medium" | "high" | "urgent";
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "completed" | "cancelled";
                            /** Format: date-time */
                            scheduledDate: string | null;
                            address: string | null;
                            estimatedHours: number | null;
                            actualHours: number | null;
                            /** Format: uuid */
                            customerId: string | null;
                            customerName: string | null;
                            customerCompany: string | null;
                            /** Format: uuid */
                            assignedTo: string | null;
                            assigneeName: string | null;
                            requiredSkills: string[];
                            /** Format: uuid */
                            createdBy: string | null;
                            /**
                             * Format: uuid
                             * @description The ticket it was created from
                             */
                            ticketId: string | null;
                            ticketNumber: string | null;
                            /** @description The layout version it was filled with */
                            layoutVersion: number | null;
                            formValues: {
                                [key: string]: string;
                            };
                            signature: {
                                /** @description The name the signer typed */
                                signerName: string;
                                /** Format: date-time */
                                signedAt: string;
                                /** @description The staff member who captured it */
                                signedByName: string | null;
                                url: string;
                            } | null;
                            photoCount: number;
                            /** Format: date-time */
                            completedAt: string | null;
                            /**
                             * Format: date-time
                             * @description When an admin last reopened it after completion
                             */
                            reopenedAt: string | null;
                            /** @description The signed PDF, once completed */
                            documentUrl: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            photos: {
                                /** Format: uuid */
                                id: string;
                                url: string;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            /** @description The elements of the layout version it was filled with */
                            layout: ({
                                id: string;
                                label: string;
                                position: {
                                    x: number;
                                    y: number;
                                };
                                size: {
                                    width: number;
                                    height: number;
                                };
                                /** @enum {string} */
                                type: "text";
                                fontSize: number;
                                /** @enum {string} */
                                fontWeight: "normal" | "bold";
                                /** @enum {string} */
                                textAlign: "left" | "center" | "right";
                                isMultiLine: boolean;
                            } | {
                                id: string;
                                label: string;
                                position: {
                                    x: number;
                                    y: number;
                                };
                                size: {
                                    width: number;
                                    height: number;
                                };
                                /** @enum {string} */
                                type: "logo";
                                /**
                                 * Format: uuid
                                 * @description The uploaded image shown in the box; null until one is uploaded
                                 */
                                imageFileId: string | null;
                            } | {
                                id: string;
                                label: string;
                                position: {
                                    x: number;
                                    y: number;
                                };
                                size: {
                                    width: number;
                                    height: number;
                                };
                                /** @enum {string} */
                                type: "signature";
                            })[];
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
    "/api/work-orders/{id}/reopen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reopens a completed work order (back to in progress), recording who and when; its PDF is withdrawn */
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            /** @description WO-0001 style, unique in the organization */
                            workOrderNumber: string;
                            title: string;
                            description: string;
                            /** @enum {string} */
                            priority: "low" | "medium" | "high" | "urgent";
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "completed" | "cancelled";
                            /** Format: date-time */
                            scheduledDate: string | null;
                            address: string | null;
                            estimatedHours: number | null;
                            actualHours: number | null;
                            /** Format: uuid */
                            customerId: string | null;
                            customerName: string | null;
                            customerCompany: string | null;
                            /** Format: uuid */
                            assignedTo: string | null;
                            assigneeName: string | null;
                            requiredSkills: string[];
                            /** Format: uuid */
                            createdBy: string | null;
                            /**
                             * Format: uuid
                             * @description The ticket it was created from
                             */
                            ticketId: string | null;
                            ticketNumber: string | null;
                            /** @description The layout version it was filled with */
                            layoutVersion: number | null;
                            formValues: {
                                [key: string]: string;
                            };
                            signature: {
                                /** @description The name the signer typed */
                                signerName: string;
                                /** Format: date-time */
                                signedAt: string;
                                /** @description The staff member who captured it */
                                signedByName: string | null;
                                url: string;
                            } | null;
                            photoCount: number;
                            /** Format: date-time */
                            completedAt: string | null;
                            /**
                             * Format: date-time
                             * @description When an admin last reopened it after completion
                             */
                            reopenedAt: string | null;
                            /** @description The signed PDF, once completed */
                            documentUrl: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            photos: {
                                /** Format: uuid */
                                id: string;
                                url: string;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            /** @description The elements of the layout version it was filled with */
                            layout: ({
                                id: string;
                                label: string;
                                position: {
                                    x: number;
                                    y: number;
                                };
                                size: {
                                    width: number;
                                    height: number;
                                };
                                /** @enum {string} */
                                type: "text";
                                fontSize: number;
                                /** @enum {string} */
                                fontWeight: "normal" | "bold";
                                /** @enum {string} */
                                textAlign: "left" | "center" | "right";
                                isMultiLine: boolean;
                            } | {
                                id: string;
                                label: string;
                                position: {
                                    x: number;
                                    y: number;
                                };
                                size: {
                                    width: number;
                                    height: number;
                                };
                                /** @enum {string} */
                                type: "logo";
                                /**
                                 * Format: uuid
                                 * @description The uploaded image shown in the box; null until one is uploaded
                                 */
                                imageFileId: string | null;
                            } | {
                                id: string;
                                label: string;
                                position: {
                                    x: number;
                                    y: number;
                                };
                                size: {
                                    width: number;
                                    height: number;
                                };
                                /** @enum {string} */
                                type: "signature";
                            })[];
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
    "/api/work-orders/{id}/document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed PDF of a completed work order */
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/customer/work-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in customer's work orders (at most the 100 newest), with their PDFs once completed */
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
                            /** @description WO-0001 style, unique in the organization */
                            workOrderNumber: string;
                            title: string;
                            /** @enum {string} */
                            status: "pending" | "in_progress" | "completed" | "cancelled";
                            /** Format: date-time */
                            scheduledDate: string | null;
                            /** Format: date-time */
                            completedAt: string | null;
                            /** @description The signed PDF, once completed */
                            documentUrl: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** @description The scheduled visit; null while it has no time */
                            visit: {
                                /**
                                 * Format: date-time
                                 * @description The start of the arrival window
                                 */
                                start: string;
                                /**
                                 * Format: date-time
                                 * @description The end of the arrival window
                                 */
                                end: string;
                                /**
                                 * @description Where the visit stands: on the way, late once the window has passed without an arrival
                                 * @enum {string}
                                 */
                                state: "unscheduled" | "scheduled" | "on_the_way" | "late" | "on_site" | "done" | "cancelled";
                                technicianFirstName: string | null;
                            } | null;
                        }[];
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
    "/api/customer/work-orders/{id}/document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed PDF of one of the customer's completed work orders */
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
