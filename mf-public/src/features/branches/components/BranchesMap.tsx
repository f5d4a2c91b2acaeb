import 'leaflet/dist/leaflet.css';
import { Link } from '@cenacle/kit/router';
import { divIcon } from 'leaflet';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, Popup, TileLayer, useMap } from 'react-leaflet';
import type { MapView, PlacedBranch } from '../model/map-view.ts';
import styles from './branches.module.css';

/** A marker drawn in CSS: no marker images to fetch, so it shows even without any server. */
const MARKER = divIcon({
  className: `${styles.marker} branch-marker`,
  iconSize: [22, 22],
  iconAnchor: [11, 11],
});

/** Follows the country filter's view after the first render. */
function FollowView(props: { readonly view: MapView }) {
  const map = useMap();
  const [lat, lng] = props.view.center;
  const zoom = props.view.zoom;
  useEffect(() => {
    map.setView([lat, lng], zoom);
  }, [map, lat, lng, zoom]);
  return null;
}

/**
 * The branches on a react-leaflet map (loaded only by the pages that show one). The tiles come from
 * the configured server; when none answers the markers and their popups still work.
 */
export default function BranchesMap(props: {
  readonly branches: readonly PlacedBranch[];
  readonly view: MapView;
  readonly tilesUrl: string;
}) {
  const { t } = useTranslation('public');
  return (
    <section className={styles.map} aria-label={t('branches.map')}>
      <MapContainer
        center={[props.view.center[0], props.view.center[1]]}
        zoom={props.view.zoom}
        scrollWheelZoom={false}
        className={styles.leaflet}
      >
        <TileLayer
          url={props.tilesUrl}
          attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'
        />
        <FollowView view={props.view} />
        {props.branches.map((branch) => (
          <Marker
            key={branch.id.value}
            position={[branch.latitude, branch.longitude]}
            icon={MARKER}
            title={branch.name}
          >
            <Popup>
              <strong>{branch.name}</strong>
              <br />
              {branch.city}
              <br />
              <Link to={`/branch/${branch.id.value}`}>{t('branches.open', { name: branch.name })}</Link>
            </Popup>
          </Marker>
        ))}
      </MapContainer>
    </section>
  );
}
