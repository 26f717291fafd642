import { refusalParams, type RefusalParams } from '../../../../../../shared/refusals';

/** A refusal's parameters with its labels in Gujarati ('Category Name' → 'કેટેગરીનું નામ'). */
export function gujaratiRefusalParams(params: RefusalParams): RefusalParams {
  return refusalParams(params, 'gu');
}
