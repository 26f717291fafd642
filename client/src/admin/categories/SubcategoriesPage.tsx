import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { ComingSoonPage } from '../placeholders/ComingSoonPage';
import { useErrorToast } from '../shared/useErrorToast';
import { CategoryDocument } from './graphql/category';

/** Placeholder until the Subcategories issue: names the category it belongs to. */
export function SubcategoriesPage() {
  const { id = '' } = useParams();
  const { data, error } = useQuery(CategoryDocument, { variables: { id } });
  useErrorToast(error, 'Failed to get subcategories');
  const categoryName = data?.category.categoryName;
  return (
    <ComingSoonPage
      title={categoryName ? `Subcategories of ${categoryName}` : 'Subcategories'}
      description="The Subcategories screen is on its way."
    />
  );
}

export default SubcategoriesPage;
