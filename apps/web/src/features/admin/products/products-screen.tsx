import { Route, Routes } from 'react-router';
import { IdDetail } from '../components/id-detail';
import { EditProduct, NewProduct } from './product-editor';
import { ProductsList } from './products-list';

/** /admin/products: the stock list, /admin/products/new and /admin/products/:id (the editor). */
export default function ProductsScreen() {
  return (
    <Routes>
      <Route index element={<ProductsList />} />
      <Route path="new" element={<NewProduct />} />
      <Route
        path=":id"
        element={
          <IdDetail back={{ to: '/admin/products', label: 'All products' }}>
            {(id) => <EditProduct id={id} />}
          </IdDetail>
        }
      />
    </Routes>
  );
}
