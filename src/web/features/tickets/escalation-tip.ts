import { escalationMarkersFor } from '../../../domain/escalation.ts';
import { PRODUCT_NAME } from '../../app/product-name.ts';

const [atMarker, supportMarker] = escalationMarkersFor(PRODUCT_NAME);

/** How staff escalate from the new-ticket form, shown there and on the dashboard. */
export const escalationTip = `Type “${atMarker}” or “${supportMarker}” in the customer field to escalate a ticket to the ${PRODUCT_NAME} support team.`;
