import { registerEnumType } from '@nestjs/graphql';
import { UserType } from '../generated/prisma/enums.js';

/**
 * What an app user makes posters for. Here, not in app-users/, because app
 * users, subscription plans, profiles and reports all name it: each imports
 * it from below instead of from a neighbour.
 */
export { UserType };
registerEnumType(UserType, {
  name: 'UserType',
  description: 'What an app user makes posters for',
  valuesMap: {
    business: { description: "A business owner: posters carry their business's details" },
    panchayat: { description: "A village council (panchayat): posters carry the panchayat's logo and person" },
    election: { description: "An election candidate: posters carry the candidate's symbol and photo" },
  },
});
