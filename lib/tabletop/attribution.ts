import { Kind, parse, type FieldNode, type OperationDefinitionNode } from 'graphql';

/** An operation as the BFF forwards it (app/api/graphql/trusted-documents.ts). */
interface Operation {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

/** The root fields whose input carries the tablet's branch code, and the argument that holds it. */
const ATTRIBUTED = {
  ttAddNewsletterMember: { argument: 'input', field: 'branchcode' },
  registerCustomer: { argument: 'input', field: 'branchcode' },
  placeOrder: { argument: 'order', field: 'branchCode' },
} as const;

type AttributedField = keyof typeof ATTRIBUTED;

/** Newsletter sources (spec §7 'Source values') and their in-store variants. */
const IN_STORE_SOURCE: Record<string, string> = {
  website: 'instore',
  webshop: 'instore',
  loyalty: 'instore_loyalty',
  loyalty_newsletter: 'instore_loyalty_newsletter',
};
const ONLINE_SOURCE: Record<string, string> = {
  instore: 'website',
  instore_loyalty: 'loyalty',
  instore_loyalty_newsletter: 'loyalty_newsletter',
};

/** The attributed root fields of the operation to run, each with the variable its argument reads. */
function attributedArguments(operation: Operation): { field: AttributedField; variable: string }[] {
  let definitions: OperationDefinitionNode[];
  try {
    definitions = parse(operation.query).definitions.filter(
      (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
    );
  } catch {
    return [];
  }
  const chosen = operation.operationName
    ? definitions.filter((definition) => definition.name?.value === operation.operationName)
    : definitions;
  return chosen
    .filter((definition) => definition.operation === 'mutation')
    .flatMap((definition) => definition.selectionSet.selections)
    .filter(
      (selection): selection is FieldNode =>
        selection.kind === Kind.FIELD && Object.hasOwn(ATTRIBUTED, selection.name.value),
    )
    .flatMap((selection) => {
      const field = selection.name.value as AttributedField;
      const argument = selection.arguments?.find((arg) => arg.name.value === ATTRIBUTED[field].argument);
      return argument?.value.kind === Kind.VARIABLE ? [{ field, variable: argument.value.name.value }] : [];
    });
}

/**
 * Stamps the tablet's branch code on in-store sign-ups and orders (spec §4 'The code sets the branch
 * code and the newsletter source'; §7 'Newsletter' source values): for a newsletter sign-up the
 * in-store source variant and `branchcode`, for a club registration `branchcode`, for an order
 * `branchCode`. `branchCode` is the location code of a session the service confirmed, or null: then
 * whatever branch code or in-store source the browser sent is taken out, so only a tablet in tabletop
 * mode ever attributes anything to a store. Only arguments passed as variables are touched (the
 * storefront's trusted documents all do so); the operation is returned changed, or as it was.
 */
export function attributeToBranch(operation: Operation, branchCode: string | null): Operation {
  const targets = attributedArguments(operation);
  if (targets.length === 0) return operation;
  const variables = { ...operation.variables };
  for (const { field, variable } of targets) {
    const value = variables[variable];
    const input: Record<string, unknown> = value && typeof value === 'object' ? { ...(value as object) } : {};
    const key = ATTRIBUTED[field].field;
    if (branchCode) input[key] = branchCode;
    else delete input[key];
    if (field === 'ttAddNewsletterMember' && typeof input.source === 'string') {
      const mapped = (branchCode ? IN_STORE_SOURCE : ONLINE_SOURCE)[input.source];
      if (mapped) input.source = mapped;
    } else if (field === 'ttAddNewsletterMember' && branchCode) {
      input.source = 'instore';
    }
    variables[variable] = input;
  }
  return { ...operation, variables };
}

/** Whether the operation has a root field whose input {@link attributeToBranch} stamps. */
export function needsAttribution(rootFields: readonly string[]): boolean {
  return rootFields.some((field) => Object.hasOwn(ATTRIBUTED, field));
}
